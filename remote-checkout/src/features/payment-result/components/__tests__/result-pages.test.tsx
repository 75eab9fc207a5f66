import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import type { Receipt } from '../../../../lib/receipt';
import { DOC_TOKEN, LINK, TX_ID } from '../../../../test/fixtures';
import { linksContract, pathOf, paymentsContract } from '@pagora/shared/contracts';
import { answerOf, installFakeApi } from '../../../../test/fake-api';
import { PaymentDeclinedPage } from '../payment-declined-page';
import { PaymentPendingPage } from '../payment-pending-page';
import { PaymentSuccessPage } from '../payment-success-page';

const RECEIPT: Required<Receipt> = {
  id: TX_ID,
  data_criacao: '2026-03-14T18:05:00.000Z',
  paymentMethod: 'credit_card',
  valor: 153.03,
  amountCents: 15303,
  vendedor: 'Loja da Ana',
  descricao: 'Camiseta Pagora',
  parcelas: 3,
  refundedCents: 0,
  status: 'pago',
};

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/pay/x', entry]} initialIndex={1}>
        <Routes>
          <Route path="/pay/x" element={<p>página do link</p>} />
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/payment-declined" element={<PaymentDeclinedPage />} />
          <Route path="/payment-pendente" element={<PaymentPendingPage />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

test('success from the navigation state: id, date and time, method and amount, without a request', () => {
  const { fetchMock } = installFakeApi({});
  renderAt({ pathname: '/payment-success', search: `?id=${TX_ID}`, state: { receipt: RECEIPT } });
  expect(screen.getByRole('heading', { name: 'Pagamento aprovado' })).toBeInTheDocument();
  expect(document.title).toBe('Pagamento aprovado — Pagora');
  expect(screen.getByText(TX_ID)).toBeInTheDocument();
  expect(screen.getByText('14/03/2026 15:05')).toBeInTheDocument();
  expect(screen.getByText('Cartão de Crédito')).toBeInTheDocument();
  expect(screen.getByText('R$ 153,03')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('after a reload (no state) the receipt is fetched by the id and the token in the URL', async () => {
  const { calls } = installFakeApi({
    'GET /receipt/:id': () =>
      answerOf(paymentsContract.receipt, {
        ...RECEIPT,
        paymentMethod: 'pix',
        valor: 150,
        amountCents: 15000,
        refundedCents: 0,
      }),
  });
  renderAt(`/payment-success?id=${TX_ID}&t=${DOC_TOKEN}`);
  expect(screen.getByText('Carregando comprovante...')).toBeInTheDocument();
  expect(await screen.findByText('PIX')).toBeInTheDocument();
  expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual([`/receipt/${TX_ID}`]);
  expect(calls[0]?.query).toEqual({ t: DOC_TOKEN });
  expect(screen.getByRole('link', { name: 'Baixar comprovante' })).toHaveAttribute(
    'href',
    `/api/receipt/${TX_ID}/pdf?t=${DOC_TOKEN}`,
  );
  // get-receipt.ts writes its path by hand (no contract on a first screen): it must be the contract's.
  expect(calls[0]?.path).toBe(pathOf(paymentsContract.receipt, { id: TX_ID }));
});

test('a refund made by the seller shows on the receipt after a reload', async () => {
  installFakeApi({
    'GET /receipt/:id': () =>
      answerOf(paymentsContract.receipt, {
        ...RECEIPT,
        status: 'pago',
        amountCents: 15000,
        refundedCents: 7500,
      }),
  });
  renderAt(`/payment-success?id=${TX_ID}&t=${DOC_TOKEN}`);
  expect(await screen.findByText('Estornado parcialmente')).toBeInTheDocument();
  expect(screen.getByText('R$ 75,00')).toBeInTheDocument();
});

test('an unknown receipt says so and offers the way back to the link it came from', async () => {
  installFakeApi({
    'GET /receipt/:id': () => ({
      status: 404,
      body: { message: 'Comprovante não encontrado.', code: 'not_found' },
    }),
  });
  renderAt(`/payment-success?id=${TX_ID}&link=${LINK.id}`);
  expect(await screen.findByText('Comprovante não encontrado.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', `/pay/${LINK.id}`);
});

test("result pages wear the pay page's brand and lead back to its link, also after a reload", async () => {
  const branding = { ...LINK.marketplace.branding, primaryColor: '#aa0055' };
  const { calls } = installFakeApi({
    'GET /payment-ver/:id': () =>
      answerOf(linksContract.payerView, {
        payments: { ...LINK, marketplace: { ...LINK.marketplace, branding } },
      }),
  });
  // From the pay page: the brand comes in the navigation state, nothing is fetched.
  const { unmount } = renderAt({
    pathname: '/payment-declined',
    search: `?link=${LINK.id}`,
    state: { branding, paymentMethods: LINK.paymentMethods, afterPayment: LINK.checkout.afterPayment },
  });
  expect(screen.getByRole('main')).toHaveStyle({ '--brand-primary': '#aa0055' });
  expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', `/pay/${LINK.id}`);
  expect(calls).toHaveLength(0);
  unmount();
  // After a reload the brand is read again by the link in the URL.
  renderAt(`/payment-pendente?id=${TX_ID}&link=${LINK.id}`);
  await waitFor(() => expect(screen.getByRole('main')).toHaveStyle({ '--brand-primary': '#aa0055' }));
  expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', `/pay/${LINK.id}`);
});

test("without a known link no result page offers a way to the merchants' login", () => {
  installFakeApi({});
  renderAt({ pathname: '/payment-declined', state: { message: 'x' } });
  expect(screen.queryByRole('link', { name: 'Voltar ao início' })).not.toBeInTheDocument();
});

test("downloads the receipt's data as JSON (the spec's, a secondary action) and copies the page's link when sharing is not available", async () => {
  installFakeApi({});
  const createObjectURL = jest.fn(() => 'blob:receipt');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = userEvent.setup();
  renderAt({ pathname: '/payment-success', search: `?id=${TX_ID}`, state: { receipt: RECEIPT } });
  await user.click(screen.getByRole('button', { name: 'Baixar dados (JSON)' }));
  const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader(); // jsdom's Blob has no text()
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  expect(JSON.parse(text)).toEqual(RECEIPT);
  expect(click).toHaveBeenCalled();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
  click.mockRestore();
});

test('declined: reasons, tips, no charge made; try again goes back one page', async () => {
  const user = userEvent.setup();
  renderAt({ pathname: '/payment-declined', state: { message: 'Cartão recusado pelo emissor.' } });
  expect(screen.getByRole('heading', { name: 'Pagamento recusado' })).toBeInTheDocument();
  expect(screen.getByText('Nenhuma cobrança foi feita.')).toBeInTheDocument();
  expect(screen.getByText('Motivo informado: Cartão recusado pelo emissor.')).toBeInTheDocument();
  expect(screen.getByText(/Limite insuficiente/)).toBeInTheDocument();
  expect(screen.getByText(/Cartão bloqueado/)).toBeInTheDocument();
  expect(screen.getByText(/Dados do cartão incorretos/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(screen.getByText('página do link')).toBeInTheDocument();
});

test('declined suggests PIX only when the link accepts it, also after a reload', async () => {
  const cardOnly = { ...LINK, paymentMethods: ['credit_card' as const] };
  installFakeApi({ 'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: cardOnly }) });
  const { unmount } = renderAt({
    pathname: '/payment-declined',
    search: `?link=${LINK.id}`,
    state: { branding: LINK.marketplace.branding, paymentMethods: ['pix', 'credit_card'] },
  });
  expect(screen.getByText('Use outro cartão ou pague com PIX.')).toBeInTheDocument();
  unmount();
  renderAt(`/payment-declined?link=${LINK.id}`);
  expect(await screen.findByText('Use outro cartão.')).toBeInTheDocument();
  expect(screen.queryByText(/pague com PIX/)).not.toBeInTheDocument();
});

test('pending shows the transaction id', () => {
  renderAt(`/payment-pendente?id=${TX_ID}`);
  expect(screen.getByRole('heading', { name: 'Pagamento pendente' })).toBeInTheDocument();
  expect(screen.getByText(TX_ID)).toBeInTheDocument();
});
