import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LINK } from '../../../../../test/fixtures';
import { installFakeApi } from '../../../../../test/fake-api';
import { PayPage } from '../../../components/pay-page';
import { pixMethod } from '../../pix';
import { registerPayMethod } from '../../registry';
import { FAKE_METHOD_ID, fakeMethod } from './fake-method';

/**
 * Issue 37: a payment method is one module. This folder adds one the product does not have, and
 * the real pay page offers it, opens its panel, remembers it and lets it finish, with no other
 * file changed. The link's answer is raw JSON: the contract (rightly) knows no such method.
 */
beforeAll(() => registerPayMethod(fakeMethod));
beforeEach(() => sessionStorage.clear());

const linkOffering = (paymentMethods: string[]) => ({
  status: 200,
  body: { payments: { ...LINK, paymentMethods } },
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Você está em ${pathname}${search}`}</p>;
}

function renderPage(paymentMethods: string[]) {
  const api = installFakeApi({ 'GET /payment-ver/:id': () => linkOffering(paymentMethods) });
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...api, user, unmount: view.unmount };
}

test('a link that offers the registered method shows its button after the built-in ones, and it opens its panel', async () => {
  const { user } = renderPage(['pix', FAKE_METHOD_ID]);
  await screen.findByRole('heading', { name: 'Escolha a forma de pagamento' });
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'PIXAprovação na hora, pelo app do seu banco',
    'Carteira de testeSó existe nos testes',
  ]);
  await user.click(screen.getByRole('button', { name: 'Carteira de teste' }));
  expect(await screen.findByRole('heading', { name: 'Pagar com a carteira de teste' })).toBeInTheDocument();
  expect(screen.getByText('Camiseta Pagora: R$ 150,00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Trocar forma de pagamento' }));
  expect(await screen.findByRole('button', { name: 'Carteira de teste' })).toBeInTheDocument();
});

test('a link that does not offer it never shows it', async () => {
  renderPage(['pix', 'credit_card']);
  expect(await screen.findByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Carteira de teste' })).not.toBeInTheDocument();
});

test('a reload comes back to its step, and the panel drives the checkout: prices read again, the pending page', async () => {
  const first = renderPage([FAKE_METHOD_ID]);
  await first.user.click(await screen.findByRole('button', { name: 'Carteira de teste' }));
  await screen.findByRole('heading', { name: 'Pagar com a carteira de teste' });
  first.unmount();

  const { calls, user } = renderPage([FAKE_METHOD_ID]);
  expect(await screen.findByRole('heading', { name: 'Pagar com a carteira de teste' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Atualizar preço' }));
  expect(calls.filter((c) => c.path === `/payment-ver/${LINK.id}`)).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Pagar com a carteira' }));
  expect(
    await screen.findByText(`Você está em /payment-pendente?id=tx_carteira_teste&link=${LINK.id}`),
  ).toBeInTheDocument();
});

test('a second module under an id already registered is refused', () => {
  expect(() => registerPayMethod(fakeMethod)).toThrow(
    'payment method "carteira_teste" is already registered',
  );
  expect(() => registerPayMethod({ ...pixMethod, label: 'Outro PIX' })).toThrow(
    /"pix" is already registered/,
  );
});
