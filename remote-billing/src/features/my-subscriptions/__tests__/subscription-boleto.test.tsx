import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SUBSCRIPTION_MESSAGES, type SubscriptionBoleto } from '@pagora/shared/contracts';
import { signOut } from '../../../testing/session';
import {
  renderMySubscriptions,
  signInAsCustomer,
  subscription,
  subscriptionsAnswer,
  SUBSCRIPTIONS,
  tableOf,
} from './render-my-subscriptions';

/** Issue 24: a subscription charged by boleto shows its boleto where a card one offers 'Pagar'. */

const BARCODE = '00193373700000001000500940144816060680935031';
const LINE = '00190500954014481606906809350314337370000000100';
const PDF = 'http://localhost:3000/api/boleto/tx-1/pdf';
const issued: SubscriptionBoleto = {
  transactionId: 'tx-1',
  digitableLine: LINE,
  barcode: BARCODE,
  dueDate: '2026-11-29',
  amountCents: 15_000,
  pdfUrl: PDF,
};
const byBoleto = (boleto: SubscriptionBoleto | null) =>
  subscription(2, {
    descricao: 'Clube do Livro',
    payment_methods: ['bank_slip'],
    boleto_dias_antes: 5,
    em_aberto: { id: 'charge-2', amount_cents: 15_000, vencimento: '2026-11-29', boleto },
  });
const byCard = subscription(1, {
  em_aberto: { id: 'charge-1', amount_cents: 4990, vencimento: '2026-11-20', boleto: null },
});

jest.setTimeout(30_000);
beforeEach(signInAsCustomer);
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test("an issued boleto: amount, due date, the line grouped with 'Copiar', the bars and 'Baixar PDF'; a card subscription keeps 'Pagar'", async () => {
  const user = userEvent.setup();
  const api = renderMySubscriptions({ [SUBSCRIPTIONS]: subscriptionsAnswer([byCard, byBoleto(issued)]) });
  await screen.findByRole('table', { name: 'Minhas assinaturas' });
  const table = tableOf('Minhas assinaturas');
  expect(table().getByRole('button', { name: 'Pagar Assinatura 1' })).toBeInTheDocument();
  expect(table().queryByRole('button', { name: 'Pagar Clube do Livro' })).not.toBeInTheDocument();

  await user.click(table().getByRole('button', { name: 'Ver boleto Clube do Livro' }));
  const dialog = screen.getByRole('dialog', { name: 'Boleto da assinatura' });
  const modal = within(dialog);
  expect(dialog).toHaveTextContent(/Valor\s*R\$\s150,00/);
  expect(dialog).toHaveTextContent('Vencimento29/11/2026');
  expect(modal.getByRole('status', { name: 'Linha digitável' })).toHaveTextContent(
    '00190.50095 40144.816069 06809.350314 3 37370000000100',
  );
  await user.click(modal.getByRole('button', { name: 'Copiar' }));
  expect(await modal.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(LINE);
  const bars = await modal.findByRole('img', { name: 'Código de barras do boleto' });
  expect(bars.querySelectorAll('rect').length).toBeGreaterThan(40);
  expect(modal.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', PDF);
  expect(modal.getByText('Pagamento aprovado em até 1 dia útil após o pagamento')).toBeInTheDocument();
  // Nothing is charged from here: a boleto is paid at the bank.
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('before the boleto is issued: the charge and when the boleto comes, no codes', async () => {
  const user = userEvent.setup();
  renderMySubscriptions({ [SUBSCRIPTIONS]: subscriptionsAnswer([byBoleto(null)]) });
  await screen.findByRole('table', { name: 'Minhas assinaturas' });
  await user.click(
    tableOf('Minhas assinaturas')().getByRole('button', { name: 'Ver boleto Clube do Livro' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Boleto da assinatura' });
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    `${SUBSCRIPTION_MESSAGES.boletoNotIssuedYet} Ele será enviado por email 5 dias antes do vencimento.`,
  );
  expect(dialog).toHaveTextContent(/R\$\s150,00/);
  expect(dialog).toHaveTextContent('29/11/2026');
  expect(within(dialog).queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Copiar' })).not.toBeInTheDocument();
});
