import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf } from '@pagora/shared/client/testing';
import { SELLER_MESSAGES, marketplacesContract } from '@pagora/shared/contracts';
import { MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import {
  LIST,
  clearToasts,
  dialog,
  listReply,
  renderPage,
  serve,
  summary,
  table,
} from './marketplaces-harness';

const REMOVE = `DELETE /marketplace/${MARKETPLACE_IDS[1]}`;

afterEach(() => {
  clearToasts();
  signOut();
});

test('delete asks first, then removes and reloads', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply([summary(1), summary(2)]), {
    [REMOVE]: () => answerOf(marketplacesContract.remove, { message: 'ok', dados: true }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Excluir Loja Beta' }));
  const confirm = dialog('Confirmar Exclusão');
  expect(confirm.getByText('Tem certeza que deseja remover este marketplace?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(table().getByRole('button', { name: 'Excluir Loja Beta' }));
  const listCalls = api.callsTo(LIST).length;
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Marketplace removido com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(REMOVE)).toHaveLength(1);
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
});

test("a marketplace with active sellers: the server's 409 message as the toast", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply([summary(1), summary(2)]), {
    [REMOVE]: () => ({
      status: 409,
      data: { message: SELLER_MESSAGES.marketplaceHasSellers, error: SELLER_MESSAGES.marketplaceHasSellers },
    }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Excluir Loja Beta' }));
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(SELLER_MESSAGES.marketplaceHasSellers)).toBeInTheDocument();
  expect(api.callsTo(REMOVE)).toHaveLength(1);
  expect(screen.queryByText('Marketplace removido com sucesso!')).not.toBeInTheDocument();
});
