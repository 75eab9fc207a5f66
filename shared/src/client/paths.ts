/**
 * The route table, in one place. Nobody hand-builds a URL: `paths.seller.getHref(id)`.
 * `path` is the router pattern, `getHref` the concrete link.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: fixed('/'),
  login: fixed('/login'),
  signup: fixed('/signup'),
  forgotPassword: fixed('/esqueci-senha'),
  resetPassword: fixed('/redefinir-senha'),
  confirmEmail: fixed('/confirmar-email'),
  dashboard: fixed('/dashboard'),
  adminMarketplaces: fixed('/admin/marketplaces'),
  adminSellers: fixed('/admin/sellers'),
  marketplaceSellers: fixed('/marketplace-sellers'),
  sellers: fixed('/sellers'),
  seller: {
    path: '/sellers/:sellerId',
    getHref: (sellerId: string | number) => `/sellers/${encodeURIComponent(String(sellerId))}`,
  },
  payments: fixed('/payments'),
  createPaymentLink: fixed('/create-payment-link'),
  history: fixed('/history'),
  sentMail: fixed('/emails-enviados'),
  developers: fixed('/desenvolvedores'),
  clients: fixed('/clients'),
  plans: fixed('/planos'),
  subscriptions: fixed('/assinaturas'),
  interestPlans: fixed('/juros'),
  mySubscriptions: fixed('/minhas-assinaturas'),
  payouts: fixed('/recebimentos'),
  statement: fixed('/extrato'),
  feeTable: fixed('/tabela-de-taxas'),
  team: fixed('/equipe'),
  activity: fixed('/atividade'),
  privacy: fixed('/privacidade'),
  coupons: fixed('/cupons'),
  security: fixed('/seguranca'),
  customer: fixed('/customer'),
  settings: fixed('/settings'),
  pay: {
    path: '/pay/:linkId',
    getHref: (linkId: string | number) => `/pay/${encodeURIComponent(String(linkId))}`,
  },
  paymentSuccess: fixed('/payment-success'),
  paymentDeclined: fixed('/payment-declined'),
  paymentPending: fixed('/payment-pendente'),
} as const;

export type PathName = keyof typeof paths;
