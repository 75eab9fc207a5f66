import type { BrandSettings, CheckoutSettingsView, Receipt as ReceiptAnswer } from '@pagora/shared/contracts';
import { paths } from '@pagora/shared/lite';

/**
 * What the success page shows, as `GET /api/receipt/:id` answers it (`paymentsContract.receipt`).
 * The pay page passes it in the navigation state, before any refund can exist; after a reload the
 * page fetches it again by the id in the URL.
 */
type Later = 'refundedCents' | 'vendedor' | 'descricao' | 'parcelas';
export type Receipt = Omit<ReceiptAnswer, Later> & Partial<Pick<ReceiptAnswer, Later>>;

export interface ResultState {
  receipt?: Receipt;
  /** The reason the API gave for a decline. */
  message?: string;
  /** The brand of the pay page the payer came from (after a reload it is read again by `link`). */
  branding?: BrandSettings;
  /** The methods that link accepts: the declined page suggests PIX only where it can be used. */
  paymentMethods?: string[];
  /** What the link does after a paid payment (issue 40): the seller's message or page. */
  afterPayment?: AfterPayment;
}

export type AfterPayment = CheckoutSettingsView['afterPayment'];

/** Every method a receipt may name, checked whole by the compiler against the contract's list. */
const RECEIPT_METHODS: { [M in Receipt['paymentMethod']]: true } = {
  pix: true,
  credit_card: true,
  bank_slip: true,
};
const isReceiptMethod = (method: unknown): boolean =>
  typeof method === 'string' && Object.hasOwn(RECEIPT_METHODS, method);

export function isReceipt(value: unknown): value is Receipt {
  const r = value as Partial<Receipt> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.data_criacao === 'string' &&
    isReceiptMethod(r.paymentMethod) &&
    typeof r.amountCents === 'number' &&
    typeof r.status === 'string'
  );
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/**
 * The transaction id, its document token and the link the payer came from go in the URL, so the
 * page survives a reload (the id alone opens no receipt: issue 35) and its 'Voltar ao início'
 * leads back to that link (never to the merchants' login).
 */
export const paymentSuccessHref = (id: string, link: string, token?: string) =>
  withQuery(paths.paymentSuccess.getHref(), token ? { id, t: token, link } : { id, link });
export const paymentPendingHref = (id: string, link: string) =>
  withQuery(paths.paymentPending.getHref(), { id, link });
export const paymentDeclinedHref = (link: string) => withQuery(paths.paymentDeclined.getHref(), { link });
