import type { LedgerReceivable } from './payout-ledger';
import type { SbBankAccount, SbTransfer } from './payout-state';
import { money, resourceTime } from './zoop-reply';

/** Zoop's renderings of the money-out objects (decimal-string money, its resource envelope). */

export const bankAccountView = (mid: string, b: SbBankAccount) => ({
  id: b.id,
  resource: 'bank_account',
  holder_name: b.holderName,
  taxpayer_id: b.taxpayerId.length === 11 ? b.taxpayerId : null,
  ein: b.taxpayerId.length === 14 ? b.taxpayerId : null,
  bank_code: b.bankCode,
  routing_number: b.routingNumber,
  // Zoop answers the account number in full to the marketplace that registered it.
  account_number: b.accountNumber,
  type: b.type,
  customer: b.customer,
  is_active: true,
  uri: `/v1/marketplaces/${mid}/bank_accounts/${b.id}`,
  created_at: resourceTime(b.createdAt),
  updated_at: resourceTime(b.createdAt),
});

export const transferView = (mid: string, t: SbTransfer) => ({
  id: t.id,
  resource: 'transfer',
  status: t.status,
  amount: money(t.amountCents),
  owner: t.owner,
  destination: t.destination,
  description: t.description,
  reference_id: t.referenceId,
  failure_reason: t.failureReason,
  type: 'transfer',
  uri: `/v1/marketplaces/${mid}/transfers/${t.id}`,
  created_at: resourceTime(new Date(t.createdAt)),
  updated_at: resourceTime(new Date(t.updatedAt)),
});

export const receivableView = (sellerId: string, r: LedgerReceivable, today: string) => ({
  id: r.id,
  resource: 'receivable',
  status: r.expectedOn <= today ? 'paid' : 'pending',
  recipient: sellerId,
  transaction: r.transactionId,
  installment: r.installment,
  amount: money(r.amountCents),
  gross_amount: money(r.grossCents),
  expected_on: r.expectedOn,
  paid_at: r.expectedOn <= today ? r.expectedOn : null,
});
