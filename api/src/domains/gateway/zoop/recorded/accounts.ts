/** Seller, buyer, card and list answers re-created from IMO recordings (see transactions.ts). */

const address = {
  line1: 'Rua das Flores',
  line2: '123',
  line3: 'apartamento 200',
  neighborhood: 'Centro',
  city: 'Natal',
  state: 'RN',
  postal_code: '59020120',
  country_code: 'BR',
};

/** IMO `retrieve_seller.json`: an individual seller Zoop approved. */
export const sellerActive = {
  id: '0e084bb6a60f47e8ac45949d5040eb92',
  status: 'active',
  resource: 'seller',
  type: 'individual',
  account_balance: '0.00',
  current_balance: '0.00',
  first_name: 'Maria',
  last_name: 'Silva',
  email: 'maria@example.com',
  taxpayer_id: '52998224725',
  phone_number: '84959595559',
  birthdate: '1994-12-27',
  address,
  statement_descriptor: null,
  mcc: null,
  delinquent: false,
  default_debit: '4abf4010cc93414ca585463fdc7b44d6',
  default_credit: null,
  uri: '/v1/marketplaces/m/sellers/individuals/0e084bb6a60f47e8ac45949d5040eb92',
  marketplace_id: 'd77c2258b51d49269191502695f939f4',
  metadata: {},
  created_at: '2020-04-27T19:35:55+00:00',
  updated_at: '2020-06-08T18:50:16+00:00',
  payout_option: 'CP',
};

/** IMO `add_business_seller.json`: a company seller, `pending` on creation. */
export const sellerBusinessPending = {
  ...sellerActive,
  id: '1f9a2b3c4d5e6f708192a3b4c5d6e7f8',
  status: 'pending',
  type: 'business',
  business_name: 'Doces da Vó Ltda',
  business_phone: '8433334444',
  business_opening_date: '2015-03-01',
  business_address: address,
  ein: '11222333000181',
  owner: {
    first_name: 'Lurdes',
    last_name: 'Souza',
    email: 'lurdes@example.com',
    taxpayer_id: '11144477735',
  },
};

/** IMO `retrieve_buyer.json`. */
export const buyer = {
  id: '0b05a360f4b749498f74e13004c08024',
  status: 'active',
  resource: 'buyer',
  first_name: 'João',
  last_name: 'Lima',
  email: 'joao@example.com',
  taxpayer_id: '98765432100',
  address,
  account_balance: '0.00',
  current_balance: '0.00',
  delinquent: false,
  default_debit: null,
  default_credit: '6408de3a490b4679adfc462810b68a85',
  metadata: {},
  created_at: '2020-04-27T19:35:55+00:00',
  updated_at: '2020-04-27T19:35:55+00:00',
};

/** IMO `retrieve_card.json`: a card saved for a buyer. */
export const savedCard = {
  id: '6408de3a490b4679adfc462810b68a85',
  resource: 'card',
  card_brand: 'Visa',
  first4_digits: '4539',
  last4_digits: '5497',
  expiration_month: '12',
  expiration_year: '2030',
  holder_name: 'João Lima',
  is_active: true,
  is_valid: true,
  is_verified: false,
  customer: '0b05a360f4b749498f74e13004c08024',
  metadata: {},
};

/** IMO `list_transactions.json`: `total` and `query_count` are strings. */
export const list = (items: unknown[]) => ({
  resource: 'list',
  uri: '/v1/marketplaces/m/transactions',
  items,
  limit: 20,
  offset: 0,
  has_more: false,
  page: 1,
  total_pages: 1,
  total: String(items.length),
  query_count: String(items.length),
});

/** VIT `IBalance`, SNIP-27311412297: balances are decimal strings. */
export const balances = {
  items: { current_balance: '12.34', current_blocked_balance: '0.00', account_balance: '1000.01' },
};
