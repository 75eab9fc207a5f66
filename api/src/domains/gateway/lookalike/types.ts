/** The look-alike's in-memory records: what Zoop keeps per marketplace (zoop.md §3). */

export type Json = Record<string, unknown>;

export type Seller = {
  id: string;
  type: 'individual' | 'business';
  /** pending on creation, active once Zoop's review approves it (zoop.md §3.2, §13.11). */
  status: 'pending' | 'active' | 'denied';
  taxpayerId: string;
  fields: Json;
  documents: { id: string; category: string; created: Date }[];
  policy: {
    transfer_interval: string;
    transfer_day: string;
    transfer_enabled: boolean;
    minimum_transfer_value: string;
  };
  created: Date;
  updated: Date;
};

export type Buyer = { id: string; taxpayerId: string; fields: Json; created: Date };

export type Card = {
  id: string;
  number: string;
  holderName: string;
  expMonth: string;
  expYear: string;
  customer: string | null;
  created: Date;
};

export type BankAccount = {
  id: string;
  customer: string | null;
  holderName: string;
  taxpayerId: string;
  bankCode: string;
  routingNumber: string;
  accountNumber: string;
  type: string;
  created: Date;
};

export type SplitRule = {
  id: string;
  recipient: string;
  liable: boolean;
  chargeProcessingFee: boolean;
  amountCents: number | null;
  percentage: number | null;
  created: Date;
};

export type HistoryEntry = { id: string; operation: string; amountCents: number; at: Date };

export type Transaction = {
  id: string;
  paymentType: 'credit' | 'debit' | 'pix' | 'boleto';
  status: 'pending' | 'pre_authorized' | 'succeeded' | 'failed' | 'canceled' | 'dispute' | 'charged_back';
  amountCents: number;
  originalCents: number;
  onBehalfOf: string;
  customer: string | null;
  referenceId: string | null;
  description: string | null;
  installments: number;
  captured: boolean;
  voided: boolean;
  splitRules: SplitRule[];
  history: HistoryEntry[];
  card: Card | null;
  pix: { expiresAt: Date; emv: string } | null;
  boleto: {
    id: string;
    line: string;
    due: Date;
    limit: Date;
    status: 'not_paid' | 'paid';
    paidAt: Date | null;
    cancellationRequested: boolean;
    billingInstructions: unknown;
  } | null;
  voidedAt: Date | null;
  created: Date;
  updated: Date;
};

export type Receivable = {
  id: string;
  status: 'pending' | 'paid' | 'canceled' | 'refunded';
  recipient: string;
  transaction: string;
  splitRule: string | null;
  installment: number;
  amountCents: number;
  expectedOn: Date;
  paidAt: Date | null;
  canceledAt: Date | null;
  transactionCreated: Date;
  created: Date;
};

export type Transfer = {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  bankAccount: string;
  owner: string;
  description: string | null;
  statementDescriptor: string | null;
  transferDate: string;
  created: Date;
  updated: Date;
};

export type Webhook = {
  id: string;
  url: string;
  method: string;
  events: string[];
  authorization: string | null;
  description: string | null;
  created: Date;
};

export type ZoopEvent = { id: string; type: string; object: Json; created: Date };

/** Each delivery attempt of an event to a webhook, and what the receiver answered (0: no answer). */
export type Delivery = { event: string; type: string; webhook: string; status: number };
