/**
 * Zoop answers re-created from public recordings (field names, value formats and nesting kept;
 * ids, names and amounts our own), one per status the adapter must read. Each names its source:
 * IMO = imobanco/zoop-wrapper `examples/data/*.json` (recorded against Zoop, 2020), VIT =
 * vitoralmeidabr/zoop-client types, D-pix = docs.zoop.co "criando transação pix", SNIP = public
 * snippets quoted in /work/shared/research/zoop.md §0 (not read at run time).
 */

const card = {
  id: '6408de3a490b4679adfc462810b68a85',
  resource: 'card',
  description: null,
  card_brand: 'MasterCard',
  first4_digits: '5356',
  last4_digits: '1893',
  expiration_month: '5',
  expiration_year: '2030',
  holder_name: 'Maria Silva',
  is_active: true,
  is_valid: true,
  is_verified: false,
  customer: '0b05a360f4b749498f74e13004c08024',
  fingerprint: 'a759ce86626c7dd4805409d0384c4cfb',
  address: null,
  verification_checklist: {
    postal_code_check: 'unchecked',
    security_code_check: 'fail',
    address_line1_check: 'unchecked',
  },
  metadata: {},
  created_at: '2020-06-08T20:51:58+00:00',
  updated_at: '2020-06-08T20:52:00+00:00',
};

const history = (status: 'succeeded' | 'failed', code: string | null) => [
  {
    id: '9e2edfe497964c149f0a58f9e2d4e67a',
    transaction: 'd4ec5e8310cc433486f416ba44522d4d',
    amount: '5.00',
    operation_type: 'created',
    status: 'succeeded',
    response_code: null,
    response_message: null,
    created_at: '2020-07-14 20:38:55',
  },
  {
    id: '6678b4b54a344609aeb71cc8f1ab0a69',
    transaction: 'd4ec5e8310cc433486f416ba44522d4d',
    amount: '5.00',
    operation_type: 'authorization',
    status,
    response_code: code,
    response_message: '',
    gatewayResponseTime: '2204',
    authorizer: 'cielo',
    created_at: '2020-07-14 20:38:57',
  },
];

/** IMO `add_transaction_card_not_present.json`: a saved card charged with its `customer`. */
export const cardSucceeded = {
  id: 'd4ec5e8310cc433486f416ba44522d4d',
  resource: 'transaction',
  status: 'succeeded',
  amount: '5.00',
  original_amount: '5.00',
  currency: 'BRL',
  description: 'Pedido 7',
  payment_type: 'credit',
  transaction_number: 'Z133937-000260004',
  gateway_authorizer: 'cielo',
  on_behalf_of: '25037b2978b14e7fa5b902d9322e8426',
  customer: '0b05a360f4b749498f74e13004c08024',
  statement_descriptor: 'LOJA DA MARIA',
  payment_method: card,
  source: {
    id: 'ae8b9207b3544ad39a5dc4d293a62a8c',
    status: 'used',
    usage: 'single_use',
    amount: '5.00',
    currency: 'BRL',
    type: 'card',
    card,
  },
  point_of_sale: { entry_mode: 'manually_keyed', identification_number: null },
  installment_plan: null,
  refunded: false,
  voided: false,
  captured: true,
  fees: '0.20',
  fee_details: [
    { amount: '0.20', prepaid: false, currency: 'BRL', type: 'zoop_fee_brazil', is_gateway_fee: false },
  ],
  uri: '/v1/marketplaces/m/transactions/d4ec5e8310cc433486f416ba44522d4d',
  metadata: {},
  expected_on: '2020-08-13T00:00:00+00:00',
  created_at: '2020-07-14T20:38:55+00:00',
  updated_at: '2020-07-14T20:38:57+00:00',
  reference_id: null,
  history: history('succeeded', '00'),
};

/** IMO `add_transaction_card_not_present_installment_plan.json`: installments echoed as a string. */
export const cardInstallments = {
  ...cardSucceeded,
  amount: '543.21',
  original_amount: '543.21',
  fees: '21.67',
  installment_plan: { mode: 'interest_free', number_installments: '12' },
};

/** IMO `events/transaction_failed.json` payload: a declined card, the reason in `history`. */
export const cardFailed = {
  ...cardSucceeded,
  status: 'failed',
  captured: true,
  fees: '0.00',
  fee_details: null,
  history: history('failed', '51'),
};

/** IMO `cancel_transaction.json` / AJ-cancel: a full void after capture. */
export const cardCanceled = {
  ...cardSucceeded,
  status: 'canceled',
  voided: true,
  voided_at: '2020-07-15T10:00:00+00:00',
};

/** AJ-cancel: a partial void keeps `succeeded`, lowers `amount`, keeps `original_amount`. */
export const cardPartlyVoided = { ...cardSucceeded, amount: '3.00', original_amount: '5.00' };

/** IMO docs `eventos/transacao.rst`, SNIP-13994093735 (status enum): a technical reversal. */
export const cardReversed = { ...cardSucceeded, status: 'reversed' };

/** Same sources: a chargeback. */
export const cardChargedBack = { ...cardSucceeded, status: 'charged_back' };

/** Pre-authorisation (IMO `events/transaction_pre_authorization_succeeded.json`). */
export const cardPreAuthorized = { ...cardSucceeded, status: 'pre_authorized', captured: false };

/**
 * D-pix, VIT `IPixMethod`, SNIP-32224413358: a PIX waits `pending` with its BR Code in
 * `payment_method.qr_code.emv` and its expiry in `payment_method.expiration_date`. `emv` is set by
 * the test (a valid code of this amount).
 */
export function pixPending(emv: string) {
  return {
    id: '3b5e7c1d2a4f4e6b8c9d0e1f2a3b4c5d',
    resource: 'transaction',
    status: 'pending',
    amount: '150.00',
    original_amount: '150.00',
    currency: 'BRL',
    description: 'Camiseta',
    payment_type: 'pix',
    gateway_authorizer: 'zoop',
    on_behalf_of: '25037b2978b14e7fa5b902d9322e8426',
    customer: null,
    reference_id: '7d7bd5a4-0f1e-4b8a-9c53-2b7a1d1f0e42',
    payment_method: {
      id: '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      provider: 'santander',
      version: 'v2',
      type: 'dynamic',
      reusable: false,
      allow_update: false,
      expiration_date: '2024-03-05 14:35:12',
      key: { type: 'evp', value: '2f1b5c8e-0d3a-4e6f-9b7c-1a2d3e4f5a6b' },
      pix_link: null,
      qr_code: { emv },
    },
    captured: false,
    fees: '0.00',
    history: [],
    created_at: '2024-03-05T14:30:12+00:00',
    updated_at: '2024-03-05T14:30:12+00:00',
  };
}

/** SNIP-32224413358 (2024 `transaction.succeeded` of a PIX): paid, next-day settlement. */
export function pixSucceeded(emv: string) {
  return {
    ...pixPending(emv),
    status: 'succeeded',
    captured: true,
    fees: '1.49',
    expected_on: '2024-03-06T00:00:00+00:00',
  };
}
