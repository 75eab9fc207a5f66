import { settlesOn, type LedgerReceivable } from './payout-ledger';
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
  failure_reason: t.failureReason,
  type: 'transfer',
  uri: `/v1/marketplaces/${mid}/transfers/${t.id}`,
  created_at: resourceTime(new Date(t.createdAt)),
  updated_at: resourceTime(new Date(t.updatedAt)),
});

/**
 * A receivable in the fields of Zoop's OpenAPI v1.1 (`/sellers/{id}/receivables`): `paid` once
 * its day has come (an anticipated one: the antecipação's day, `prepaid`, its `anticipation_fee`
 * already off `amount`), `refunded` or `canceled` when a refund or chargeback took it whole.
 */
export const receivableView = (sellerId: string, r: LedgerReceivable, today: string) => {
  const paidOn = settlesOn(r);
  const paid = r.status === 'pending' && paidOn <= today;
  return {
    id: r.id,
    resource: 'receivable',
    status: r.status === 'pending' ? (paid ? 'paid' : 'pending') : r.status,
    recipient: sellerId,
    transaction: r.transactionId,
    // Strings, as Zoop's OpenAPI v1.1 types them (its lists are loose about numbers).
    installment: String(r.installment),
    amount: money(r.amountCents),
    gross_amount: money(r.grossCents),
    anticipation_fee: money(r.anticipationFeeCents),
    prepaid: String(r.prepaid),
    expected_on: r.expectedOn,
    paid_at: paid ? paidOn : null,
    canceled_at: r.canceledOn,
  };
};
