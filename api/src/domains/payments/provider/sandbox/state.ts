import { randomBytes } from 'node:crypto';

/**
 * In-memory state of the Zoop sandbox. It is a development/test double, not a ledger: everything
 * lives in these maps and is lost when the process restarts (or on `POST /_control/reset`).
 */

/** Zoop ids are 32 lowercase hex characters (a UUID without dashes). */
export const newZoopId = () => randomBytes(16).toString('hex');

export type SbCard = {
  id: string;
  brand: string;
  first4: string;
  last4: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  /** Kept in memory only so test-card numbers can decide the outcome. Never rendered. */
  number: string;
  customer: string | null;
};

export type SbSplitRule = {
  id: string;
  recipient: string;
  liable: boolean;
  chargeProcessingFee: boolean;
  percentageHundredths: number | null;
  amountCents: number | null;
};

export type SbHistory = {
  id: string;
  operationType: 'created' | 'authorization' | 'paid' | 'void' | 'void_partial' | 'canceled';
  status: 'succeeded' | 'failed' | 'pending';
  amountCents: number;
  responseCode: string;
  responseMessage: string;
  createdAt: Date;
};

export type SbTransaction = {
  id: string;
  status: 'pending' | 'pre_authorized' | 'succeeded' | 'failed' | 'canceled';
  paymentType: 'credit' | 'pix';
  amountCents: number;
  originalAmountCents: number;
  feesCents: number;
  onBehalfOf: string;
  referenceId: string | null;
  description: string | null;
  installments: number;
  installmentMode: string | null;
  customer: string | null;
  card: SbCard | null;
  pix: { emv: string; expiresAt: Date; paymentMethodId: string; key: string } | null;
  splitRules: SbSplitRule[];
  history: SbHistory[];
  captured: boolean;
  voidedAt: Date | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

export type SbParty = {
  id: string;
  resource: 'seller' | 'buyer';
  type: 'individual' | 'business';
  displayName: string;
  taxpayerId: string;
  email: string;
  status: string;
  defaultCard: string | null;
  createdAt: Date;
};

export type SbPlan = {
  id: string;
  name: string;
  description: string;
  amountCents: number;
  frequency: string;
  interval: number;
  paymentMethods: string[];
  createdAt: Date;
  updatedAt: Date;
};

export type SbToken = { id: string; used: boolean; card: SbCard; createdAt: Date };
export type SbWebhook = {
  id: string;
  url: string;
  events: string[];
  authorization: string | null;
  createdAt: Date;
};

export class SandboxStore {
  readonly sellers = new Map<string, SbParty>();
  readonly buyers = new Map<string, SbParty>();
  readonly tokens = new Map<string, SbToken>();
  readonly cards = new Map<string, SbCard>();
  readonly transactions = new Map<string, SbTransaction>();
  readonly webhooks = new Map<string, SbWebhook>();
  readonly plans = new Map<string, SbPlan>();

  reset(): void {
    for (const map of [
      this.sellers,
      this.buyers,
      this.tokens,
      this.cards,
      this.transactions,
      this.webhooks,
      this.plans,
    ])
      map.clear();
  }
}
