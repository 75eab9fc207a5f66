import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract, transactionsContract, marketplacesContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer } from './render-history';
import { demoTx, listAnswer, MARKETPLACE_A, SELLER_A1 } from './transactions-fixtures';

const LIST = 'GET /transactions/user-seller';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dialog = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));
const section = (name: string) => within(dialog().getByRole('region', { name }));

const cardTx = demoTx(7, {
  amountCents: 15000,
  // What the API sends: R$ 150,00 − R$ 25,00 refunded − R$ 7,50 fee.
  netCents: 11750,
  feesCents: 750,
  refundedCents: 2500,
  parcela_selecionada: 3,
  paymentMethod: ['credit_card'],
  card: { brand: 'visa', last4: '4242' },
  cliente: { nome: 'Ana Souza', email: 'ana@exemplo.com.br', telefone: '(11) 98765-4321', endereco: null },
  customerName: 'Ana Souza',
  customerEmail: 'ana@exemplo.com.br',
  transacao_id_zoop: 'zoop-abc-123',
  seller: { id: SELLER_A1, nome: 'Ana Artesanato' },
  marketplace: { id: MARKETPLACE_A, nome: 'Mercado Central' },
});

async function openDetails(user: ReturnType<typeof userEvent.setup>, row = 0) {
  await screen.findByRole('table');
  await user.click(within(rows()[row]!).getByRole('button', { name: 'Ver Detalhes' }));
  return dialog();
}

// Many clicks through two dialogs each: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('the detail modal shows amounts, installment, status, customer, methods and the transaction data', async () => {
  const user = userEvent.setup();
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([cardTx])) });
  renderHistory();
  const modal = await openDetails(user);
  // The API's net (R$ 25,00 refunded, fee off) as sent.
  expect(modal.getByText('Valor Líquido').closest('div')).toHaveTextContent('R$ 117,50');
  expect(modal.getByText('Valor Bruto').closest('div')).toHaveTextContent('R$ 150,00');
  expect(modal.getByText('Parcela').closest('div')).toHaveTextContent('3x');
  expect(modal.getByText('Status').closest('div')).toHaveTextContent('Completada');
  expect(modal.getByText('Status').closest('div')).toHaveTextContent('Estorno parcial');

  const customer = section('Informações do Cliente');
  expect(customer.getByText('Ana Souza')).toBeInTheDocument();
  expect(customer.getByText('ana@exemplo.com.br')).toBeInTheDocument();
  expect(customer.getByText('(11) 98765-4321')).toBeInTheDocument();
  expect(section('Métodos de Pagamento').getByText('Cartão de Crédito em 3x')).toBeInTheDocument();

  const data = section('Dados da Transação');
  expect(data.getByText(cardTx.id)).toBeInTheDocument();
  // Issue 41: the provider's id is a support detail, labelled as Zoop's, not the transaction's data.
  expect(data.queryByText('zoop-abc-123')).not.toBeInTheDocument();
  expect(section('Suporte').getByText('ID na Zoop (suporte)').closest('div')).toHaveTextContent(
    'zoop-abc-123',
  );
  expect(data.getByText('Descrição').closest('div')).toHaveTextContent('Pedido 7');
  expect(data.getByText('Data').closest('div')).toHaveTextContent('05/03/2026 12:00');
  expect(data.getByText('Cartão').closest('div')).toHaveTextContent('visa •••• 4242');
  expect(data.getByText('Valor estornado').closest('div')).toHaveTextContent('R$ 25,00');
  // The tenant block is the admin's.
  expect(dialog().queryByRole('region', { name: 'Vendedor e Marketplace' })).not.toBeInTheDocument();

  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  expect(document.body).toHaveClass('printingReceipt');
  await user.click(modal.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledTimes(1);
  await user.click(modal.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveClass('printingReceipt');
  print.mockRestore();
});

test("'Valor Líquido' is the API's net as sent, never recomputed from refunds or fees (issue 35)", async () => {
  const user = userEvent.setup();
  // As the API answers (docs/transactions.md): R$ 100,00 card, R$ 50,00 refunded, R$ 2,39 fee;
  // a PIX refunded in full; a sale that sent R$ 50,00 of split.
  const partial = demoTx(3, { amountCents: 10000, refundedCents: 5000, feesCents: 239, netCents: 4761 });
  const whole = demoTx(2, {
    status: 'estornada',
    amountCents: 9000,
    refundedCents: 9000,
    feesCents: 99,
    netCents: 0,
  });
  const split = demoTx(1, { amountCents: 10000, feesCents: 250, netCents: 4750 });
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([partial, whole, split])) });
  renderHistory();
  const shown: string[] = [];
  for (const row of [0, 1, 2]) {
    const modal = await openDetails(user, row);
    shown.push((modal.getByText('Valor Líquido').closest('div')?.textContent ?? '').replace(/\s/g, ' '));
    await user.click(modal.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
  }
  expect(shown).toEqual(['Valor LíquidoR$ 47,61', 'Valor LíquidoR$ 0,00', 'Valor LíquidoR$ 47,50']);
});

test('each customer field and the id copy, confirming with "Copiado!"', async () => {
  const user = userEvent.setup();
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([cardTx])) });
  renderHistory();
  await openDetails(user);
  const copyEmail = dialog().getByRole('button', { name: 'Copiar Email' });
  await user.click(copyEmail);
  expect(copyEmail).toHaveTextContent('Copiado!');
  await expect(navigator.clipboard.readText()).resolves.toBe('ana@exemplo.com.br');
  await user.click(dialog().getByRole('button', { name: 'Copiar Telefone' }));
  await expect(navigator.clipboard.readText()).resolves.toBe('(11) 98765-4321');
  await user.click(dialog().getByRole('button', { name: 'Copiar Nome' }));
  await expect(navigator.clipboard.readText()).resolves.toBe('Ana Souza');
  await user.click(dialog().getByRole('button', { name: 'Copiar ID' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(cardTx.id);
});

test('an anonymous customer has nothing to copy', async () => {
  const user = userEvent.setup();
  const anonymous = demoTx(1, {
    cliente: { nome: null, email: null, telefone: null, endereco: null },
    customerName: null,
    customerEmail: null,
  });
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([anonymous])) });
  renderHistory();
  await openDetails(user);
  const customer = section('Informações do Cliente');
  expect(customer.getByText('Cliente Anônimo')).toBeInTheDocument();
  expect(customer.getByText('Email não informado')).toBeInTheDocument();
  expect(customer.queryByRole('button')).not.toBeInTheDocument();
});

test('an admin sees the seller and marketplace block', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  fakeApi({
    'GET /transactions/user-admin': () => answerOf(transactionsContract.list, listAnswer([cardTx])),
    'GET /marketplaces': () =>
      answerOf(marketplacesContract.list, { dados: [], total: 0, page: 1, pageSize: 500 }),
    'GET /payment-filters': () => answerOf(linksContract.filters, { marketplaces: [], sellers: [] }),
  });
  renderHistory();
  await openDetails(user);
  const tenant = section('Vendedor e Marketplace');
  expect(tenant.getByText('Vendedor').closest('div')).toHaveTextContent('Ana Artesanato');
  expect(tenant.getByText('Marketplace').closest('div')).toHaveTextContent('Mercado Central');
  expect(dialog().getByRole('button', { name: 'Estornar' })).toBeInTheDocument();
});

test('a customer sees the details but no action', async () => {
  const user = userEvent.setup();
  signInAsCustomer();
  const late = demoTx(3, { late: { reviewedAt: null } });
  fakeApi({
    'GET /transactions/user-customer': () => answerOf(transactionsContract.list, listAnswer([late])),
  });
  renderHistory();
  await openDetails(user);
  expect(dialog().getByText('Pedido 3')).toBeInTheDocument();
  expect(dialog().queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
  expect(dialog().queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  expect(dialog().queryByRole('region', { name: 'Ações' })).not.toBeInTheDocument();
});

test('no refund for what is not paid or already fully refunded', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: () =>
      answerOf(
        transactionsContract.list,
        listAnswer([
          demoTx(2, { status: 'pendente_pix', paidAt: null }),
          demoTx(1, { status: 'estornada', refundedCents: 150 }),
        ]),
      ),
  });
  renderHistory();
  await openDetails(user, 0);
  expect(dialog().queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
  await user.click(dialog().getAllByRole('button', { name: 'Fechar' }).at(-1)!);
  await openDetails(user, 1);
  expect(dialog().getByText('Estornada')).toBeInTheDocument();
  expect(dialog().queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
});
