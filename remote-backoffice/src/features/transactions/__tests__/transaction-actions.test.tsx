import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import { REFUND_MESSAGES, transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory } from './render-history';
import { changeAnswer, demoTx, listAnswer, txId } from './transactions-fixtures';

const LIST = 'GET /transactions/user-seller';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const details = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));
const confirmation = (name: string) => within(screen.getByRole('dialog', { name }));

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table');
  await user.click(within(rows()[0]!).getByRole('button', { name: 'Ver Detalhes' }));
}

// Many clicks through two dialogs each: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

// R$ 100,00 paid by card, R$ 20,00 already refunded: R$ 80,00 left (a PIX is refunded whole only).
const CARD = { paymentMethod: ['credit_card' as const] };
const paid = demoTx(5, { ...CARD, amountCents: 10000, netCents: 9500, refundedCents: 2000 });

test('refund: amount defaults to what is left, confirmation, body and Idempotency-Key, toast, updated modal and list', async () => {
  const user = userEvent.setup();
  const sent: { body: unknown; key: string | null }[] = [];
  let current = paid;
  const api = fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([current])),
    [`POST /transactions/${paid.id}/refund`]: ({ body, config }) => {
      sent.push({
        body,
        key: String(AxiosHeaders.from(config.headers).get('Idempotency-Key') ?? '') || null,
      });
      // The API's net after the refund: R$ 100,00 − R$ 70,00 refunded − R$ 5,00 fee.
      current = demoTx(5, {
        ...CARD,
        amountCents: 10000,
        netCents: 2500,
        feesCents: 500,
        refundedCents: 7000,
      });
      return answerOf(transactionsContract.refund, changeAnswer(REFUND_MESSAGES.done, current));
    },
  });
  renderHistory();
  await openDetails(user);
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  const amount = details().getByLabelText('Valor do estorno (R$)');
  expect(amount).toHaveValue('80,00');
  expect(details().getByText('Disponível para estorno: R$ 80,00')).toBeInTheDocument();

  await user.clear(amount);
  await user.type(amount, '50,00');
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  const confirm = confirmation('Confirmar Estorno');
  expect(
    confirm.getByText('Tem certeza que deseja estornar R$ 50,00? Esta ação não pode ser desfeita.'),
  ).toBeInTheDocument();
  // Cancelling sends nothing.
  await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog', { name: 'Confirmar Estorno' })).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.click(details().getByRole('button', { name: 'Continuar' }));
  await user.click(confirmation('Confirmar Estorno').getByRole('button', { name: 'Estornar' }));
  expect(await screen.findByText('Estorno realizado com sucesso!')).toBeInTheDocument();
  expect(sent).toEqual([{ body: { amount: '50.00' }, key: expect.stringMatching(UUID) }]);
  expect(screen.queryByRole('dialog', { name: 'Confirmar Estorno' })).not.toBeInTheDocument();
  // The modal shows the transaction the server answered with.
  expect(details().getByText('Valor estornado').closest('div')).toHaveTextContent('R$ 70,00');
  expect(details().queryByLabelText('Valor do estorno (R$)')).not.toBeInTheDocument();
  // The detail's net amount is the one the server answered with (the refund already off).
  expect(details().getByText('Valor Líquido').closest('div')).toHaveTextContent('R$ 25,00');
  // And the list asked the server again: what is left, marked as partly refunded.
  await waitFor(() => expect(api.calls.filter((c) => c.url === '/transactions/user-seller')).toHaveLength(2));
  await waitFor(() => expect(rows()[0]).toHaveTextContent('Estorno parcial'));
  expect(rows()[0]).toHaveTextContent('R$ 30,00');

  // A second refund is a new confirmation with a new key, defaulting to the R$ 30,00 now left.
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  expect(details().getByLabelText('Valor do estorno (R$)')).toHaveValue('30,00');
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  await user.click(confirmation('Confirmar Estorno').getByRole('button', { name: 'Estornar' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]?.body).toEqual({ amount: '30.00' });
  expect(sent[1]?.key).not.toBe(sent[0]?.key);
});

test('a double click on the confirmation refunds once; a retry after no answer reuses the same key', async () => {
  const user = userEvent.setup();
  const sent: string[] = [];
  let answers = [503, 200];
  fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([paid])),
    [`POST /transactions/${paid.id}/refund`]: ({ config }) => {
      sent.push(String(AxiosHeaders.from(config.headers).get('Idempotency-Key')));
      const status = answers[0] ?? 200;
      answers = answers.slice(1);
      if (status !== 200)
        return { status, data: { message: 'Serviço indisponível.', code: 'provider_unavailable' } };
      return answerOf(
        transactionsContract.refund,
        changeAnswer(REFUND_MESSAGES.done, demoTx(5, { ...CARD, amountCents: 10000, refundedCents: 7000 })),
      );
    },
  });
  renderHistory();
  await openDetails(user);
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  await user.clear(details().getByLabelText('Valor do estorno (R$)'));
  await user.type(details().getByLabelText('Valor do estorno (R$)'), '50,00');
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  await user.dblClick(confirmation('Confirmar Estorno').getByRole('button', { name: 'Estornar' }));
  expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);

  // The same amount again is the same intent: the server would answer the first request's outcome.
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  await user.dblClick(confirmation('Confirmar Estorno').getByRole('button', { name: 'Estornar' }));
  expect(await screen.findByText('Estorno realizado com sucesso!')).toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(details().getByText('Valor estornado').closest('div')).toHaveTextContent('R$ 70,00');
});

test('refund amount is checked before asking: empty, invalid, or more than is left', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([paid])) });
  renderHistory();
  await openDetails(user);
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  const amount = details().getByLabelText('Valor do estorno (R$)');
  const tryWith = async (text: string) => {
    await user.clear(amount);
    if (text) await user.type(amount, text);
    await user.click(details().getByRole('button', { name: 'Continuar' }));
  };
  await tryWith('');
  expect(amount).toHaveAccessibleDescription(expect.stringContaining('Informe o valor do estorno.'));
  await tryWith('abc');
  expect(amount).toHaveAccessibleDescription(
    expect.stringContaining('Informe um valor válido com até 2 casas decimais'),
  );
  await tryWith('80,01');
  expect(amount).toHaveAccessibleDescription(expect.stringContaining(REFUND_MESSAGES.tooMuch));
  expect(screen.queryByRole('dialog', { name: 'Confirmar Estorno' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('a refused refund shows the server message and keeps the transaction as it was', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([paid])),
    [`POST /transactions/${paid.id}/refund`]: () => ({
      status: 422,
      data: { message: REFUND_MESSAGES.tooMuch, code: 'refund_exceeds_available' },
    }),
  });
  renderHistory();
  await openDetails(user);
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  await user.click(confirmation('Confirmar Estorno').getByRole('button', { name: 'Estornar' }));
  expect(await screen.findByText(REFUND_MESSAGES.tooMuch)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Confirmar Estorno' })).not.toBeInTheDocument();
  expect(details().getByText('Valor estornado').closest('div')).toHaveTextContent('R$ 20,00');
  expect(details().getByLabelText('Valor do estorno (R$)')).toHaveValue('80,00');
});

test('a late PIX: badge in the list, "Aceitar" after confirmation keeps it and marks it reviewed', async () => {
  const user = userEvent.setup();
  const late = demoTx(9, { late: { reviewedAt: null } });
  const reviewed = demoTx(9, { late: { reviewedAt: '2026-03-06T10:00:00.000Z' } });
  let current = late;
  const api = fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([current])),
    [`POST /transactions/${txId(9)}/accept-late`]: () => {
      current = reviewed;
      return answerOf(
        transactionsContract.reviewLate,
        changeAnswer('Pagamento mantido e marcado como revisado.', reviewed),
      );
    },
  });
  renderHistory();
  await screen.findByRole('table');
  expect(rows()[0]).toHaveTextContent('Pago após expiração');
  await openDetails(user);
  expect(details().getByText('Status').closest('div')).toHaveTextContent('Pago após expiração');
  expect(details().getByRole('button', { name: 'Estornar' })).toBeInTheDocument();

  await user.click(details().getByRole('button', { name: 'Aceitar' }));
  const confirm = confirmation('Aceitar Pagamento');
  expect(confirm.getByText('Manter este pagamento recebido após a expiração do PIX?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Aceitar' }));
  expect(await screen.findByText('Pagamento mantido e marcado como revisado.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
    `/transactions/${txId(9)}/accept-late`,
  ]);
  expect(details().queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  expect(details().getByText('Status').closest('div')).not.toHaveTextContent('Pago após expiração');
  await waitFor(() => expect(rows()[0]).not.toHaveTextContent('Pago após expiração'));
});

test('Escape while confirming closes only the confirmation', async () => {
  const user = userEvent.setup();
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([paid])) });
  renderHistory();
  await openDetails(user);
  await user.click(details().getByRole('button', { name: 'Estornar' }));
  await user.click(details().getByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('dialog', { name: 'Confirmar Estorno' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Confirmar Estorno' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Detalhes da Transação' })).toBeInTheDocument();
});
