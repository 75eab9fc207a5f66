/**
 * A PIX transaction answered by real Zoop on 2025-07-21, verbatim: kept in a comment of the public
 * repository Matheus-Patricio-dev/payform-backend, `src/helper/zoop.js` (research zoop.md §13).
 * What it shows: a pending PIX answers `captured: false`; `payment_method.expiration_date` is
 * zone-less and in UTC (24 h after `created_at`: the expiry is the marketplace's setting, asked for
 * with no `pix_expiration_date_time`); the BR Code is in `payment_method.qr_code.emv`.
 */
export const pixPending2025 = {
  id: '5dd60d6934ea4f4c8b160d5567973120',
  resource: 'transaction',
  status: 'pending',
  amount: '250.00',
  original_amount: '250.00',
  currency: 'BRL',
  description: 'teste',
  payment_type: 'pix',
  gateway_authorizer: 'zoop',
  on_behalf_of: '25cbfba45ed54df7b278b0f5e1d4fc67',
  statement_descriptor: 'Terere Beach',
  payment_method: {
    id: 'a456bc31de0e47d285febad6e217a9a3',
    provider: 'ZOOP',
    version: '1.0.0',
    type: 'DYNAMIC',
    reusable: false,
    allow_update: false,
    expiration_date: '2025-07-22 21:46:48',
    key: { type: 'EVP', value: '5eee0bc7-a403-4ef0-9fb1-4b90630c11cf' },
    pix_link: 'NA',
    qr_code: {
      emv: '00020101021226850014br.gov.bcb.pix2563qrcode.zoop.com.br/dynamic/4cd480e7-1652-4694-8b94-41f6105832fd5204000053039865802BR5925ZOOP TECNOLOGIA & INSTITU6009Sao Paulo610901227-20062070503***6304C7D7',
    },
  },
  point_of_sale: { entry_mode: 'barcode' },
  refunded: false,
  voided: false,
  captured: false,
  fees: '0.00',
  uri: '/v1/marketplaces/4f3552927318466aa4fc092b20c3204a/transactions/5dd60d6934ea4f4c8b160d5567973120',
  metadata: {},
  expected_on: '2025-07-21T21:46:46.658447+00:00',
  created_at: '2025-07-21T21:46:46.658447+00:00',
  updated_at: '2025-07-21T21:46:46.658447+00:00',
  history: [
    {
      id: '6673fdffd9a04376a69f614de4eaa057',
      transaction: '5dd60d6934ea4f4c8b160d5567973120',
      amount: '250.00',
      operation_type: 'created',
      status: 'succeeded',
      created_at: '2025-07-21 21:46:46',
    },
    {
      id: 'd02247b208f9426abd800d90396ad21d',
      transaction: '5dd60d6934ea4f4c8b160d5567973120',
      amount: '250.00',
      operation_type: 'proposal',
      status: 'succeeded',
      authorizer: 'zoop',
      created_at: '2025-07-21 21:46:46',
    },
  ],
};
