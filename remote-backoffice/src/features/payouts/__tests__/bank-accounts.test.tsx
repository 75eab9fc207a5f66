import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { payoutsContract as c } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { ACCOUNT_ID, OTHER_ACCOUNT_ID, account, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
// Many fields typed through a modal: slow machines running every suite at once need the margin.
jest.setTimeout(20_000);

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
/** The list is a table on wide screens and cards below 1024 px; jsdom has both, the table is read. */
const table = async () => within(await screen.findByRole('table', { name: 'Contas bancárias' }));

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar conta' }));
  return dialog('Adicionar conta bancária');
}

test('add: the shared schema’s messages under the fields, nothing sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi(routes());
  renderPayouts();
  const form = await openAddForm(user);
  await user.type(form.getByLabelText('CPF/CNPJ do titular *'), '11111111111');
  await user.type(form.getByLabelText('Agência *'), '12ab');
  await user.type(form.getByLabelText('Conta *'), '12-34-5');
  await user.click(form.getByRole('button', { name: 'Adicionar' }));
  const says = (label: string) => expect(form.getByLabelText(label));
  await waitFor(() => says('Banco *').toHaveAccessibleDescription('Selecione o banco'));
  says('Nome do titular *').toHaveAccessibleDescription('Nome do titular é obrigatório');
  says('CPF/CNPJ do titular *').toHaveAccessibleDescription('CPF ou CNPJ inválido');
  says('Agência *').toHaveAccessibleDescription('Agência inválida (até 5 dígitos, ex: 0001)');
  says('Conta *').toHaveAccessibleDescription('Conta inválida (ex: 12345-6)');
  expect(api.callsTo('POST /bank-accounts')).toHaveLength(0);
});

test('add: the bank searched by code or name, the body in Zoop’s words, a server 400 on its field', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  let refuse = true;
  fakeApi(
    routes({
      'POST /bank-accounts': ({ body }) => {
        sent.push(body);
        if (refuse)
          return errorReply(
            400,
            'bad_request',
            'O CPF/CNPJ do titular deve ser o do vendedor',
            'taxpayer_id',
          );
        return answerOf(
          c.createBankAccount,
          account({ id: OTHER_ACCOUNT_ID, isDefault: false, payoutsAllowedFrom: '2026-11-27T15:00:00.000Z' }),
        );
      },
    }),
  );
  renderPayouts();
  const form = await openAddForm(user);
  const bank = form.getByLabelText('Banco *');
  await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(8));
  await user.type(form.getByLabelText('Buscar banco'), 'itau');
  expect(optionsOf(bank)).toEqual(['Selecione o banco', '341 — Itaú (Itaú Unibanco S.A.)']);
  await user.selectOptions(bank, '341');
  await user.type(form.getByLabelText('Nome do titular *'), 'Loja do Zé');
  await user.type(form.getByLabelText('CPF/CNPJ do titular *'), '52998224725');
  await user.type(form.getByLabelText('Agência *'), '0001');
  await user.type(form.getByLabelText('Conta *'), '12345-6');
  await user.selectOptions(form.getByLabelText('Tipo de conta'), 'savings');
  await user.click(form.getByRole('button', { name: 'Adicionar' }));

  const field = form.getByLabelText('CPF/CNPJ do titular *');
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription('O CPF/CNPJ do titular deve ser o do vendedor'),
  );
  expect(sent).toEqual([
    {
      holder_name: 'Loja do Zé',
      taxpayer_id: '52998224725',
      bank_code: '341',
      routing_number: '0001',
      account_number: '12345-6',
      type: 'savings',
    },
  ]);

  refuse = false;
  await user.click(form.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Conta bancária cadastrada')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Adicionar conta bancária' })).not.toBeInTheDocument();
});

test('the bank search finds the names people use, that bank first, the legal name beside it', async () => {
  const user = userEvent.setup();
  fakeApi(routes());
  renderPayouts();
  const form = await openAddForm(user);
  const bank = form.getByLabelText('Banco *');
  const search = form.getByLabelText('Buscar banco');
  await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(8));
  const found = async (text: string) => {
    await user.clear(search);
    await user.type(search, text);
    return optionsOf(bank).slice(1);
  };
  expect(await found('Nubank')).toEqual(['260 — Nubank (NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO)']);
  expect(await found('NUBANK')).toHaveLength(1);
  expect((await found('inter'))[0]).toBe('077 — Inter (Banco Inter S.A.)');
  expect(await found('pagseguro')).toEqual([
    '290 — PagBank (PAGSEGURO INTERNET INSTITUIÇÃO DE PAGAMENTO S.A.)',
  ]);
  expect(await found('bb')).toEqual(['001 — Banco do Brasil (Banco do Brasil S.A.)']);
  expect(await found('itaú')).toEqual(['341 — Itaú (Itaú Unibanco S.A.)']);
  expect(await found('Mercado Pago')).toEqual([]);
  expect(form.getByText('Nenhum banco encontrado')).toBeInTheDocument();
});

test('Tornar padrão asks the current password; a wrong one shows on the field', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  fakeApi(
    routes({
      'GET /bank-accounts': () =>
        answerOf(c.listBankAccounts, {
          data: [account(), account({ id: OTHER_ACCOUNT_ID, isDefault: false, accountNumberLast4: '9999' })],
        }),
      [`PUT /bank-accounts/${OTHER_ACCOUNT_ID}/default`]: ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? errorReply(400, 'wrong_password', 'Senha incorreta', 'password')
          : answerOf(c.setDefaultBankAccount, account({ id: OTHER_ACCOUNT_ID }));
      },
    }),
  );
  renderPayouts();
  await user.click(
    (await table()).getByRole('button', { name: 'Tornar padrão Itaú Unibanco S.A. ••••9999' }),
  );
  const modal = dialog('Tornar conta padrão');
  await user.click(modal.getByRole('button', { name: 'Confirmar' }));
  expect(await modal.findByText('Informe sua senha atual')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(modal.getByLabelText('Senha atual *'), 'errada');
  await user.click(modal.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() =>
    expect(modal.getByLabelText('Senha atual *')).toHaveAccessibleDescription('Senha incorreta'),
  );
  await user.clear(modal.getByLabelText('Senha atual *'));
  await user.type(modal.getByLabelText('Senha atual *'), 'demo123');
  await user.click(modal.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Conta padrão atualizada')).toBeInTheDocument();
  expect(sent).toEqual([{ password: 'errada' }, { password: 'demo123' }]);
});

test('Remover asks first; cancelling keeps the account', async () => {
  const user = userEvent.setup();
  const api = fakeApi(routes({ [`DELETE /bank-accounts/${ACCOUNT_ID}`]: () => ({ status: 204 }) }));
  renderPayouts();
  await user.click((await table()).getByRole('button', { name: 'Remover Itaú Unibanco S.A. ••••3456' }));
  await user.click(dialog('Remover conta bancária').getByRole('button', { name: 'Cancelar' }));
  expect(api.callsTo(`DELETE /bank-accounts/${ACCOUNT_ID}`)).toHaveLength(0);
  await user.click((await table()).getByRole('button', { name: 'Remover Itaú Unibanco S.A. ••••3456' }));
  await user.click(dialog('Remover conta bancária').getByRole('button', { name: 'Remover' }));
  expect(await screen.findByText('Conta bancária removida')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /bank-accounts/${ACCOUNT_ID}`)).toHaveLength(1);
});
