import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { couponsContract as c, sellersContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, serverError } from '@pagora/shared/client/testing';
import { demoLink, linksPage } from '../../../testing/link-fixtures';
import { resetState, signInAs, signInAsMember } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { COUPON_ID, coupon, renderCoupons, routes } from './coupons-fixtures';

jest.setTimeout(20_000);

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
/** The list is a table on wide screens and cards below 1024 px; jsdom has both, the table is read. */
const table = async () => within(await screen.findByRole('table', { name: 'Cupons' }));

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('the list: code, discount, validity, uses against the limit, revenue and status', async () => {
  fakeApi(
    routes({
      'GET /cupons': () =>
        answerOf(c.list, {
          data: [
            coupon(),
            coupon({
              id: '00000000-0000-4000-8000-0000000000c2',
              code: 'FRETE5',
              description: '',
              kind: 'fixo',
              percentHundredths: null,
              amountCents: 500,
              validUntil: null,
              maxUses: null,
              uses: 2,
              revenueCents: 19000,
              active: false,
            }),
          ],
        }),
    }),
  );
  renderCoupons();
  const cells = (await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(cells.map((r) => r.slice(1, 6))).toEqual([
    ['10%', 'Até 31/12/2030', '3 de 10', 'R$\u00a0270,00', 'Ativo'],
    ['R$\u00a05,00', 'Sem prazo', '2', 'R$\u00a0190,00', 'Inativo'],
  ]);
  expect(cells[0]?.[0]).toBe('BEMVINDO10Primeira compra');
  expect((await table()).getByRole('button', { name: 'Reativar FRETE5' })).toBeInTheDocument();
});

test('empty and error states; the error offers a retry', async () => {
  let fail = true;
  fakeApi(
    routes({
      'GET /cupons': () => (fail ? serverError('Serviço indisponível') : answerOf(c.list, { data: [] })),
    }),
  );
  renderCoupons();
  // One retry (the data layer's) before the error shows.
  expect(await screen.findByText('Serviço indisponível', {}, { timeout: 4_000 })).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhum cupom cadastrado')).toBeInTheDocument();
});

test('create: the schema’s messages under the fields, then a server refusal under its field', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  const api = fakeApi(
    routes({
      'POST /cupons': ({ body }) => {
        sent.push(body);
        return errorReply(409, 'conflict', 'Já existe um cupom com este código', 'code');
      },
    }),
  );
  renderCoupons();
  await user.click(await screen.findByRole('button', { name: 'Novo cupom' }));
  const form = dialog('Novo cupom');
  await user.type(form.getByLabelText('Código *'), 'ab');
  await user.type(form.getByLabelText('Desconto (%) *'), '150');
  await user.click(form.getByRole('button', { name: 'Criar cupom' }));
  await waitFor(() =>
    expect(form.getByLabelText('Código *')).toHaveAccessibleDescription(
      'O código deve ter de 3 a 40 caracteres: letras, números, - ou _',
    ),
  );
  expect(api.callsTo('POST /cupons')).toHaveLength(0);

  await user.clear(form.getByLabelText('Código *'));
  await user.type(form.getByLabelText('Código *'), 'BEMVINDO10');
  await user.click(form.getByRole('button', { name: 'Criar cupom' }));
  await waitFor(() =>
    expect(form.getByLabelText('Desconto (%) *')).toHaveAccessibleDescription(
      'Informe um percentual de 0,01 a 100',
    ),
  );
  await user.clear(form.getByLabelText('Desconto (%) *'));
  await user.type(form.getByLabelText('Desconto (%) *'), '10');
  await user.type(form.getByLabelText('Limite de usos (total)'), '50');
  await user.click(form.getByRole('button', { name: 'Criar cupom' }));
  await waitFor(() =>
    expect(form.getByLabelText('Código *')).toHaveAccessibleDescription('Já existe um cupom com este código'),
  );
  expect(sent).toEqual([
    expect.objectContaining({
      code: 'BEMVINDO10',
      kind: 'percentual',
      value: '10',
      maxUses: '50',
      linkIds: null,
    }),
  ]);
});

test('edit sends the coupon back as typed; Desativar and Excluir (after confirming) call the API', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'PUT /cupons/00000000-0000-4000-8000-0000000000c1': ({ body }) =>
        answerOf(c.update, coupon(body as object)),
      'PUT /cupons/00000000-0000-4000-8000-0000000000c1/active': () =>
        answerOf(c.setActive, coupon({ active: false })),
      'DELETE /cupons/00000000-0000-4000-8000-0000000000c1': () => ({ status: 204 }),
    }),
  );
  renderCoupons();
  await user.click((await table()).getByRole('button', { name: 'Editar BEMVINDO10' }));
  const form = dialog('Editar cupom');
  expect(form.getByLabelText('Desconto (%) *')).toHaveValue('10');
  expect(form.getByLabelText('Válido até')).toHaveValue('2030-12-31');
  await user.click(form.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(api.callsTo(`PUT /cupons/${COUPON_ID}`)).toHaveLength(1));
  expect(api.callsTo(`PUT /cupons/${COUPON_ID}`)[0]?.body).toMatchObject({
    code: 'BEMVINDO10',
    value: '10',
    maxUses: '10',
  });

  await user.click((await table()).getByRole('button', { name: 'Desativar BEMVINDO10' }));
  await waitFor(() =>
    expect(api.callsTo(`PUT /cupons/${COUPON_ID}/active`)[0]?.body).toEqual({ active: false }),
  );

  await user.click((await table()).getByRole('button', { name: 'Excluir BEMVINDO10' }));
  expect(api.callsTo(`DELETE /cupons/${COUPON_ID}`)).toHaveLength(0);
  await user.click(dialog('Excluir cupom').getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(api.callsTo(`DELETE /cupons/${COUPON_ID}`)).toHaveLength(1));
});

test('a team member without "sell" reads the list without write actions; a marketplace picks a seller first', async () => {
  fakeApi(routes());
  signInAsMember('seller', 'support');
  const { unmount } = renderCoupons();
  expect((await table()).getByText('BEMVINDO10')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Novo cupom' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  unmount();

  resetState();
  signInAs('marketplace');
  const api = fakeApi(routes());
  renderCoupons();
  expect(await screen.findByText('Selecione um vendedor')).toBeInTheDocument();
  expect(api.callsTo('GET /cupons')).toHaveLength(0);
});

test('a marketplace picks its seller, and limits a new coupon to links of that seller only', async () => {
  const user = userEvent.setup();
  const SELLER = '00000000-0000-4000-8000-0000000005e1';
  signInAs('marketplace');
  const sent: unknown[] = [];
  const api = fakeApi(
    routes({
      'GET /sellers-list': () =>
        answerOf(sellersContract.sellersList, {
          dados: [sellerRecord(SELLER, 'Loja do Zé')],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      'GET /payment/user-marketplace': () =>
        linksPage(
          [
            demoLink(1, { seller_id: SELLER, description: 'Camiseta' }),
            demoLink(2, { seller_id: 'other-seller', description: 'De outro vendedor' }),
            demoLink(3, {
              seller_id: SELLER,
              description: 'Caneca',
              checkout: { ...demoLink(3).checkout, allowCoupons: true },
            }),
          ],
          { pageSize: 100 },
        ),
      'POST /cupons': ({ body }) => {
        sent.push(body);
        return answerOf(c.create, coupon({ sellerId: SELLER, linkIds: ['link-003'] }));
      },
    }),
  );
  renderCoupons();
  const picker = await screen.findByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);
  await waitFor(() => expect(api.callsTo('GET /cupons')[0]?.params).toEqual({ sellerId: SELLER }));
  await user.click(await screen.findByRole('button', { name: 'Novo cupom' }));
  const form = dialog('Novo cupom');
  await user.type(form.getByLabelText('Código *'), 'CANECA5');
  await user.selectOptions(form.getByLabelText('Tipo de desconto'), 'fixo');
  await user.type(form.getByLabelText('Desconto (R$) *'), '5,00');
  await user.click(form.getByLabelText('Só os links escolhidos'));
  const caneca = await form.findByRole('checkbox', { name: /Caneca/ });
  expect(form.getByRole('checkbox', { name: /Camiseta/ })).toHaveAccessibleName(/Não aceita cupons/);
  expect(form.queryByRole('checkbox', { name: /De outro vendedor/ })).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Criar cupom' }));
  await waitFor(() =>
    expect(form.getByText('Escolha pelo menos um link, ou todos os links')).toBeInTheDocument(),
  );
  expect(sent).toHaveLength(0);
  await user.click(caneca);
  await user.click(form.getByRole('button', { name: 'Criar cupom' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    sellerId: SELLER,
    code: 'CANECA5',
    kind: 'fixo',
    value: '5,00',
    linkIds: ['link-003'],
  });
});
