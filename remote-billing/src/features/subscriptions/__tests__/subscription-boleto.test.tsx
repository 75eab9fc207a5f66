import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { answerOf } from '@pagora/shared/client/testing';
import { SUBSCRIPTION_MESSAGES, billingContract, recurrencePlansContract } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import {
  BUYER,
  LIST,
  PLAN,
  SUB,
  page,
  plan,
  renderSubscriptions as render,
  subscription,
  table,
} from './render-subscriptions';

/** Issue 24: a subscription charged by boleto, among the methods its plan takes. */

const BOTH = '77777777-7777-4777-8777-777777777777';
const BOLETO_ONLY = '88888888-8888-4888-8888-888888888888';
const boleto = { issueDaysBefore: 5, lateFeeHundredths: null, monthlyInterestHundredths: null };
const plans = () =>
  answerOf(recurrencePlansContract.list, {
    dados: [
      plan(PLAN, 'Só cartão'),
      plan(BOTH, 'Cartão ou boleto', { payment_methods: ['credit', 'bank_slip'], boleto }),
      plan(BOLETO_ONLY, 'Só boleto', {
        payment_methods: ['bank_slip'],
        boleto: { ...boleto, issueDaysBefore: 3 },
      }),
    ],
    total: 3,
    page: 1,
    pageSize: 100,
  });
const offered = (select: HTMLElement) =>
  within(select)
    .queryAllByRole('option')
    .map((o) => o.textContent);

jest.setTimeout(30_000);
beforeEach(() => signInAs('seller'));
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test("'Forma de pagamento' offers the chosen plan's methods only, and the boleto is sent as the plan's", async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([]),
    'GET /planos/cliente/user-seller': plans,
    'POST /assinaturas': () => answerOf(billingContract.create, { message: 'ok', dados: subscription() }),
  });
  await user.click(await screen.findByRole('button', { name: 'Criar Assinatura' }));
  const modal = within(screen.getByRole('dialog', { name: 'Criar Assinatura' }));
  const planSelect = modal.getByRole('combobox', { name: 'Plano de Recorrência *' });
  const method = modal.getByRole('combobox', { name: 'Forma de pagamento *' });
  expect(offered(method)).toEqual(['Escolha um plano']);
  await waitFor(() => expect(within(planSelect).getAllByRole('option')).toHaveLength(4));

  await user.selectOptions(planSelect, BOTH);
  expect(offered(method)).toEqual(['Cartão de crédito', 'Boleto Bancário']);
  expect(method).toHaveValue('credit');
  await user.selectOptions(method, 'bank_slip');
  expect(method).toHaveAccessibleDescription(
    'O boleto de cada cobrança é enviado por email ao comprador 5 dia(s) antes do vencimento. ' +
      'O comprador precisa ter CPF/CNPJ e endereço completo cadastrados.',
  );
  await user.selectOptions(planSelect, PLAN);
  expect(offered(method)).toEqual(['Cartão de crédito']);
  expect(method).toHaveValue('credit');
  await user.selectOptions(planSelect, BOLETO_ONLY);
  expect(offered(method)).toEqual(['Boleto Bancário']);
  expect(method).toHaveValue('bank_slip');
  expect(method).toHaveAccessibleDescription(/3 dia\(s\) antes do vencimento/);

  await user.selectOptions(modal.getByRole('combobox', { name: 'Comprador *' }), BUYER);
  await user.click(modal.getByRole('button', { name: 'Criar' }));
  expect(await screen.findByText('Assinatura criada com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /assinaturas')[0]?.body).toMatchObject({
    plano_id: BOLETO_ONLY,
    payment_methods: ['bank_slip'],
  });
});

test("the server's refusals: a buyer without an address, a method the plan does not take, each under its field", async () => {
  const user = userEvent.setup();
  const refusals = [
    { message: SUBSCRIPTION_MESSAGES.boletoBuyerAddress, code: 'boleto_buyer_address', field: 'customer_id' },
    {
      message: SUBSCRIPTION_MESSAGES.methodNotInPlan,
      code: 'method_not_in_plan',
      field: 'payment_methods.0',
    },
  ];
  render({
    [LIST]: page([]),
    'GET /planos/cliente/user-seller': plans,
    'POST /assinaturas': () => ({ status: 422, data: refusals.shift() }),
  });
  await user.click(await screen.findByRole('button', { name: 'Criar Assinatura' }));
  const modal = within(screen.getByRole('dialog', { name: 'Criar Assinatura' }));
  const planSelect = modal.getByRole('combobox', { name: 'Plano de Recorrência *' });
  await waitFor(() => expect(within(planSelect).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(planSelect, BOLETO_ONLY);
  const buyer = modal.getByRole('combobox', { name: 'Comprador *' });
  await user.selectOptions(buyer, BUYER);
  await user.click(modal.getByRole('button', { name: 'Criar' }));
  // The toast, and the same words under the buyer: what to fix, and where.
  await waitFor(() => expect(buyer).toHaveAccessibleDescription(SUBSCRIPTION_MESSAGES.boletoBuyerAddress));
  expect(screen.getAllByText(SUBSCRIPTION_MESSAGES.boletoBuyerAddress)).toHaveLength(2);

  await user.click(modal.getByRole('button', { name: 'Criar' }));
  const method = modal.getByRole('combobox', { name: 'Forma de pagamento *' });
  await waitFor(() =>
    expect(method).toHaveAccessibleDescription(new RegExp(SUBSCRIPTION_MESSAGES.methodNotInPlan)),
  );
  expect(screen.getByRole('dialog', { name: 'Criar Assinatura' })).toBeInTheDocument();
});

test("the list shows each subscription's method; an edit opens on its own method", async () => {
  const user = userEvent.setup();
  render({
    [LIST]: page([
      subscription({ plano_id: BOTH, plano_nome: 'Cartão ou boleto', payment_methods: ['bank_slip'] }),
      subscription({ id: `${SUB.slice(0, -1)}4`, payment_methods: ['credit'] }),
    ]),
    'GET /planos/cliente/user-seller': plans,
  });
  await screen.findByRole('table');
  const rows = table().getAllByRole('row');
  const methodCell = (row: HTMLElement) => within(row).getAllByRole('cell')[6];
  expect(methodCell(rows[1]!)).toHaveTextContent('Boleto Bancário');
  expect(methodCell(rows[2]!)).toHaveTextContent('Cartão de crédito');
  await user.click(within(rows[1]!).getByRole('button', { name: /^Editar/ }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Assinatura' }));
  const method = modal.getByRole('combobox', { name: 'Forma de pagamento *' });
  await waitFor(() => expect(offered(method)).toEqual(['Cartão de crédito', 'Boleto Bancário']));
  expect(method).toHaveValue('bank_slip');
});
