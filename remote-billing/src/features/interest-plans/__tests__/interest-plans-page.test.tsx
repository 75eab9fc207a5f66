import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { auditContract, interestPlansContract, type InterestPlanItem } from '@pagora/shared/contracts';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import { InterestPlansPage } from '../components/interest-plans-page';

const LIST = 'GET /juros/cliente/user-seller';

function plan(n: number, patch: Partial<InterestPlanItem> = {}): InterestPlanItem {
  return {
    id: `plan-${n}`,
    id_zoop: '',
    nome: `Plano ${n}`,
    description: `Descrição ${n}`,
    status: 'ativo',
    cliente_id: 'user-seller',
    marketplaceId: 'mk-1',
    parcelas: Array.from({ length: 21 }, (_, i) => ({ parcela: `${i + 1}x`, taxa: i === 0 ? 0 : 24 })),
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    em_uso: false,
    proprio: true,
    links_abertos: 0,
    ...patch,
  };
}
const page = (dados: InterestPlanItem[]) => () =>
  answerOf(interestPlansContract.list, { dados, total: dados.length, page: 1, pageSize: 10 });

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderWithData(
    <MemoryRouter initialEntries={['/juros']}>
      <InterestPlansPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}
const table = () => within(screen.getByRole('table'));
const rows = () => table().getAllByRole('row').slice(1);

jest.setTimeout(30_000);
beforeEach(() => signInAs('seller'));
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test("'Planos de Juros', then the table: names, the provider id only as support's detail, status, the plan in use", async () => {
  render({ [LIST]: page([plan(1, { em_uso: true }), plan(2, { status: 'inativo', id_zoop: 'zp-2' })]) });
  expect(screen.getByText('Carregando Juros')).toBeInTheDocument();
  // One name for the feature, as the sidebar and the create-link page call it.
  expect(screen.getByRole('heading', { level: 1, name: 'Planos de Juros' })).toBeInTheDocument();
  await screen.findByRole('table');
  // Issue 41: no 'ID Zoop' column; a provider id is folded under the name, labelled as Zoop's.
  expect(table().queryByRole('columnheader', { name: 'ID Zoop' })).not.toBeInTheDocument();
  expect(rows()[0]).not.toHaveTextContent(/ID Zoop|Não cadastrado|Sem Informação/);
  expect(rows()[0]).toHaveTextContent('Em uso nos meus links');
  const detail = within(rows()[1]!).getByText('ID na Zoop (suporte)').closest('details');
  expect(detail).toHaveTextContent('zp-2');
  expect(rows()[1]).toHaveTextContent('Inativo');
  // An inactive plan cannot be chosen; the one in use is not offered again.
  expect(within(rows()[0]!).queryByRole('button', { name: 'Usar nos meus links' })).not.toBeInTheDocument();
  expect(within(rows()[1]!).queryByRole('button', { name: 'Usar nos meus links' })).not.toBeInTheDocument();
});

test('empty and error states', async () => {
  const user = userEvent.setup();
  let fail = true;
  render({ [LIST]: () => (fail ? serverError('Falha no servidor') : page([])()) });
  expect(await screen.findByText('Falha no servidor', {}, { timeout: 4000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhum plano de juros cadastrado')).toBeInTheDocument();
});

test('add: a bad rate is refused in place; the 21 rates preview a R$ 1.000,00 sale; the body sent', async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([]),
    'POST /juros': () => answerOf(interestPlansContract.create, { message: 'ok', dados: plan(9) }),
  });
  await user.click((await screen.findAllByRole('button', { name: 'Criar Plano de Juros' }))[0]!);
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Juros' }));
  await user.type(modal.getByLabelText('Nome *'), 'Promoção');
  await user.click(modal.getByRole('tab', { name: 'Taxas (1x a 21x)' }));
  expect(modal.getByRole('group', { name: 'Parcelas 1x a 12x' })).toBeInTheDocument();
  expect(modal.getByRole('group', { name: 'Parcelas 13x a 21x' })).toBeInTheDocument();
  await user.type(modal.getByLabelText('12x (% a.a.)'), '24');
  // 24% a.a. = 2% a.m.: R$ 1.000,00 in 12x is 12 x R$ 94,56.
  expect(modal.getByLabelText('Exemplo em 12x')).toHaveTextContent(
    /12x de R\$\s94,56 · total R\$\s1\.134,72/,
  );
  await user.type(modal.getByLabelText('5x (% a.a.)'), '1,555');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await modal.findByText('Taxa inválida (ex: 1,5)')).toBeInTheDocument();
  expect(api.callsTo('POST /juros')).toHaveLength(0);
  await user.clear(modal.getByLabelText('5x (% a.a.)'));
  await user.type(modal.getByLabelText('5x (% a.a.)'), '1,5');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Plano de juros adicionado com sucesso!')).toBeInTheDocument();
  const sent = api.callsTo('POST /juros')[0]?.body as {
    nome: string;
    parcelas: { parcela: string; taxa: string }[];
  };
  expect(sent.nome).toBe('Promoção');
  expect(sent.parcelas).toHaveLength(21);
  expect(sent.parcelas[4]).toEqual({ parcela: '5x', taxa: '1,5' });
  expect(sent.parcelas[11]).toEqual({ parcela: '12x', taxa: '24' });
});

test('edit opens with the rates as typed text and saves with the toast', async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([plan(1)]),
    'PUT /juros/plan-1': () => answerOf(interestPlansContract.update, { message: 'ok', dados: plan(1) }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Plano 1' }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Juros' }));
  expect(modal.getByLabelText('Nome *')).toHaveValue('Plano 1');
  await user.click(modal.getByRole('tab', { name: 'Taxas (1x a 21x)' }));
  expect(modal.getByLabelText('2x (% a.a.)')).toHaveValue('24');
  expect(modal.getByLabelText('1x (% a.a.)')).toHaveValue('');
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Plano de juros atualizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('PUT /juros/plan-1')).toHaveLength(1);
});

test("delete asks 'Excluir Juros'; a plan in use shows the server's 409 message", async () => {
  const user = userEvent.setup();
  const inUse =
    'Este plano de juros está em uso em 2 link(s) de pagamento e não pode ser excluído. Desative-o em vez de excluir.';
  render({
    [LIST]: page([plan(1)]),
    'DELETE /juros/plan-1': () => ({ status: 409, data: { message: inUse, code: 'plan_in_use' } }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Plano 1' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Excluir Juros' }));
  await user.click(confirm.getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(inUse)).toBeInTheDocument();
});

test("'Usar nos meus links' chooses the plan and the list reloads", async () => {
  const user = userEvent.setup();
  let chosen = false;
  const api = render({
    [LIST]: () => page([plan(1, { em_uso: chosen })])(),
    'PUT /juros/plan-1/usar': () => {
      chosen = true;
      return answerOf(interestPlansContract.choose, { message: 'ok', dados: plan(1, { em_uso: true }) });
    },
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Usar nos meus links' }));
  expect(await screen.findByText('Plano de juros em uso nos seus links!')).toBeInTheDocument();
  await waitFor(() => expect(rows()[0]).toHaveTextContent('Em uso nos meus links'));
  expect(api.callsTo('PUT /juros/plan-1/usar')).toHaveLength(1);
});

test("'Histórico de alterações' lists who changed what, per installment, and the links touched", async () => {
  const user = userEvent.setup();
  render({
    [LIST]: page([plan(1)]),
    'GET /auditoria': () =>
      answerOf(auditContract.list, {
        dados: [
          {
            id: 2,
            entidade: 'juros',
            entidade_id: 'plan-1',
            acao: 'alterado',
            autor: { id: 'user-seller', nome: 'Ana Souza' },
            data: '2026-03-02T13:00:00.000Z',
            mudancas: [{ campo: '3x', antes: 2, depois: 2.75 }],
            links_afetados: 4,
          },
        ],
      }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Histórico de Plano 1' }));
  const modal = within(await screen.findByRole('dialog', { name: 'Histórico de alterações — Plano 1' }));
  const entry = await modal
    .findByRole('listitem', { name: '' })
    .catch(() => modal.getAllByRole('listitem')[0]!);
  expect(entry).toHaveTextContent('Alterado por Ana Souza em 02/03/2026 10:00');
  expect(entry).toHaveTextContent('4 link(s) aberto(s) afetado(s)');
  expect(modal.getByText('3x: 2% a.a. → 2,75% a.a.')).toBeInTheDocument();
});

test('an admin reads the plans but is offered no create', async () => {
  signInAs('admin');
  render({ 'GET /juros/cliente/user-admin': page([plan(1, { proprio: false })]) });
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Criar Plano de Juros' })).not.toBeInTheDocument();
  expect(table().queryByRole('button', { name: 'Editar Plano 1' })).not.toBeInTheDocument();
});

test("a finance member (no 'settings') reads its own plans and their history, nothing else", async () => {
  signInAsMember('seller', 'finance');
  render({ [LIST]: page([plan(1)]) });
  await screen.findByRole('table');
  expect(table().getByRole('button', { name: 'Histórico de Plano 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar Plano de Juros' })).not.toBeInTheDocument();
  expect(table().queryByRole('button', { name: 'Usar nos meus links' })).not.toBeInTheDocument();
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
});
