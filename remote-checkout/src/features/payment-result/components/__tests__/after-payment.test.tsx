import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import type { AfterPayment, Receipt } from '../../../../lib/receipt';
import { LINK, TX_ID } from '../../../../test/fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { REDIRECT_DELAY_MS } from '../after-payment';
import { PaymentPendingPage } from '../payment-pending-page';
import { PaymentSuccessPage } from '../payment-success-page';

const PAID: Receipt = {
  id: TX_ID,
  data_criacao: '2026-03-14T18:05:00.000Z',
  paymentMethod: 'pix',
  valor: 150,
  amountCents: 15000,
  status: 'pago',
};
const REDIRECT: AfterPayment = { kind: 'redirecionar', url: 'https://loja.example.com/obrigado?pedido=7' };
const TARGET = `https://loja.example.com/obrigado?pedido=7&transaction_id=${TX_ID}`;

function renderAt(pathname: string, state: object) {
  installFakeApi({});
  const branding = LINK.marketplace.branding;
  return render(
    <StandaloneProviders>
      <MemoryRouter
        initialEntries={[
          {
            pathname,
            search: `?id=${TX_ID}&link=${LINK.id}`,
            state: { branding, paymentMethods: ['pix'], ...state },
          },
        ]}
      >
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/payment-pendente" element={<PaymentPendingPage />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

// jsdom cannot leave the page: `location.assign` to another site is reported as a navigation it
// did not implement. That report is how a test sees the page send the payer on.
const navigations = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter((c) => String(c[0]).includes('Not implemented: navigation')).length;

afterEach(() => jest.useRealTimers());

test("a paid payment shows the seller's message, as text", async () => {
  renderAt('/payment-success', {
    receipt: PAID,
    afterPayment: { kind: 'mensagem', message: '<b>Obrigado!</b>\nRetire na loja.' },
  });
  expect(await screen.findByText(/<b>Obrigado!<\/b>/)).toHaveTextContent('<b>Obrigado!</b> Retire na loja.');
  expect(document.querySelector('b')).toBeNull();
});

test("a paid payment says 'Redirecionando…' with the link, then sends the payer there with transaction_id", async () => {
  jest.useFakeTimers();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/payment-success', { receipt: PAID, afterPayment: REDIRECT });
  expect(await screen.findByText(/Redirecionando para a página do vendedor…/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir agora' })).toHaveAttribute('href', TARGET);
  act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 100));
  expect(navigations(errors)).toBe(0);
  act(() => jest.advanceTimersByTime(200));
  expect(navigations(errors)).toBe(1);
  errors.mockRestore();
});

test('a payment not paid (a refund, a pending PIX or boleto) neither shows the message nor redirects', async () => {
  jest.useFakeTimers();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { unmount } = renderAt('/payment-success', {
    receipt: { ...PAID, status: 'estornada' } satisfies Receipt,
    afterPayment: REDIRECT,
  });
  expect(await screen.findByRole('heading', { name: 'Estornado' })).toBeInTheDocument();
  // Twice: the notice's chunk would load in the first, its timer run out in the second.
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  expect(screen.queryByText(/Redirecionando/)).not.toBeInTheDocument();
  unmount();
  renderAt('/payment-pendente', { afterPayment: REDIRECT });
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  expect(screen.queryByText(/Redirecionando/)).not.toBeInTheDocument();
  expect(navigations(errors)).toBe(0);
  errors.mockRestore();
});

test('an address that is not https is never followed, whatever was stored', async () => {
  jest.useFakeTimers();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/payment-success', {
    receipt: PAID,
    afterPayment: { kind: 'redirecionar', url: 'javascript:alert(1)' },
  });
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  await act(async () => jest.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
  expect(screen.queryByText(/Redirecionando/)).not.toBeInTheDocument();
  expect(navigations(errors)).toBe(0);
  errors.mockRestore();
});
