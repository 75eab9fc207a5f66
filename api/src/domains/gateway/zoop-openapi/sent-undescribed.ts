import type { OperationKey } from './operations';

/**
 * Fields the adapter sends that Zoop's OpenAPI v1.1 does not describe (where `variant` is given,
 * in that variant of the request), sent on purpose because another public source shows Zoop
 * reads them. Each is a finding, kept visible here: the witness accepts exactly these, and fails
 * on any other undescribed field and on an entry no call needs any more. Evidence is cited from
 * the research notes (`../shared/research/zoop.md`, not read at test time) and `../zoop/recorded/`.
 */
export type SentUndescribed = {
  operation: OperationKey;
  /** The request variant's title in the document (case aside: ours say PIX), when another variant describes the field. */
  variant?: string;
  /** JSON path of the field in the body, or `?name` for a query parameter. */
  field: string;
  evidence: string;
};

export const SENT_UNDESCRIBED: SentUndescribed[] = [
  {
    operation: 'createTransaction',
    variant: 'PIX',
    field: '/reference_id',
    evidence:
      'Zoop\'s own "criando transação pix" page and two clients (RND getPaymentPix, VIT createPixTransaction) ' +
      'send `reference_id` on PIX (zoop.md §3.6); the lookup of a lost create depends on it.',
  },
  {
    operation: 'createTransaction',
    field: '/installment_plan/mode',
    evidence:
      '`interest_free` | `with_interest` (zoop.md §3.5: imobanco InstallmentPlan validates both, BPZ sends ' +
      '`with_interest`); the document gives only `number_installments`, so nothing else says who pays the interest.',
  },
  {
    operation: 'createTransaction',
    field: '/source/installment_plan',
    evidence:
      'Clients send the plan at the top level and/or inside `source` (zoop.md §3.5); sending both is harmless.',
  },
  {
    operation: 'createTransaction',
    variant: 'Usando Card ID',
    field: '/customer',
    evidence:
      'Real Zoop refuses a saved card charged without its buyer (`card_customer_not_associated`, ' +
      '../zoop/recorded/errors.ts) and its recorded saved-card charge sends `customer` (imobanco ' +
      '`add_transaction_card_not_present.json`).',
  },
  {
    operation: 'createTransaction',
    variant: 'Usando Card ID',
    field: '/description',
    evidence: 'Described by every other card and PIX variant of the same call; shown on the sale at Zoop.',
  },
  ...['?expected_on_range[gte]', '?expected_on_range[lte]', '?limit', '?offset'].map((field) => ({
    operation: 'listSellerReceivables' as const,
    field,
    evidence:
      'The document lists no parameter for this call; clients filter receivables by `expected_on_range[gte|lte]` ' +
      '(zoop.md §3.9) and page them with `limit` (1-100) and `offset` (zoop.md §13.6).',
  })),
];
