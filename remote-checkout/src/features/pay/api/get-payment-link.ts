import { publicApi, segment } from '../../../lib/public-api';

/** One installment option, priced by the server (spec 000 "Installment option"). */
export interface InstallmentView {
  times: number;
  parcela: string;
  interestFree: boolean;
  value: number;
  valueCents: number;
  valueFormatted: string;
  firstInstallmentExtraCents: number;
  total: number;
  totalCents: number;
  totalFormatted: string;
  /** Annual percent; null when interest-free. */
  taxa: number | null;
  /** '3x de R$ 50,00 sem juros', '12x de R$ 9,46 (total R$ 113,52, 24% a.a.)' */
  label: string;
}

export interface Branding {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  logo?: string | null;
  logoMini?: string | null;
}

/** What a payer may see of a link (`api/src/domains/links/payer-view.ts`). */
export interface PayerLink {
  id: string;
  description: string;
  amount: number;
  amountCents: number;
  customerEmail: string | null;
  paymentMethods: ('pix' | 'credit_card' | 'bank_slip')[];
  status: string;
  type: string;
  seller: { nome: string };
  marketplace: { nome: string; branding: Branding };
  installments: InstallmentView[];
}

/** `GET /payment-ver/:linkId` (public). 400 invalid, 404 unknown, 410 expired, with the spec's messages. */
export async function getPaymentLink(linkId: string): Promise<PayerLink> {
  const { payments } = await publicApi.get<{ payments: PayerLink }>(`/payment-ver/${segment(linkId)}`);
  return payments;
}
