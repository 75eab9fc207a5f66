/** What a test card number makes the sandbox answer (test-cards.ts reads it from the number). */
export type CardOutcome = 'approve' | 'decline' | 'expired' | 'timeout' | 'pending' | 'invalid_number';

/** The sandbox's records, as it keeps them (state.ts stores them; views.ts renders them). */

export type SbCard = {
  id: string;
  brand: string;
  first4: string;
  last4: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  /** What the test-card number decides, worked out once: the number itself is never kept. */
  outcome: CardOutcome;
  customer: string | null;
};

export type SbSplitRule = {
  id: string;
  recipient: string;
  liable: boolean;
  chargeProcessingFee: boolean;
  percentageHundredths: number | null;
  amountCents: number | null;
  /** The share is of the gross amount (before Zoop's fee): required when shares add up to it all. */
  isGrossAmount: boolean;
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
  status:
    | 'pending'
    | 'pre_authorized'
    | 'succeeded'
    | 'failed'
    | 'canceled'
    | 'reversed'
    | 'dispute'
    | 'charged_back';
  paymentType: 'credit' | 'pix' | 'boleto';
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
  /** Set for boletos only (boleto-charges.ts). */
  boleto?: SbBoleto | null;
  splitRules: SbSplitRule[];
  history: SbHistory[];
  captured: boolean;
  voidedAt: Date | null;
  /** A boleto whose cancellation was asked (`POST /v1/boletos/cancellation/...`): done shortly after. */
  cancellationRequestedAt?: Date | null;
  /** A card charge lost to a chargeback (disputes.ts): its seller's net leaves the ledger then. */
  chargedBackAt?: Date | null;
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
  /** A buyer sent with a complete address: Zoop issues boletos only to those. */
  hasAddress?: boolean;
};

export type SbPlan = {
  id: string;
  name: string;
  description: string;
  amountCents: number;
  frequency: string;
  interval: number;
  paymentMethods: string[];
  metadata?: Record<string, unknown>;
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

/** Every event emitted, delivered or not (`GET /events`): `body` is the envelope as delivered. */
export type SbEvent = { id: string; type: string; createdAt: Date; body: Record<string, unknown> };
/** A file a seller sent for Zoop's review (seller-documents.ts). */
export type SbDocument = {
  id: string;
  seller: string;
  category: 'identificacao' | 'selfie' | 'residencia' | 'atividade';
  fileName: string;
  contentType: string;
  sizeBytes: number;
  contentBase64: string;
  createdAt: Date;
};

export type SbBoleto = {
  id: string;
  barcode: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  paymentLimitDate: string;
  url: string;
  documentNumber: string;
  instructions: Record<string, unknown>;
};
