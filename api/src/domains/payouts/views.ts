import type { BankAccount, Payout } from '@pagora/shared/contracts';
import type { BankAccountRow, PayoutRow } from './tables';

/** Rows as the contract shows them: the holder's CPF/CNPJ masked, the account by its last digits. */

export function maskTaxpayerId(digits: string): string {
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14) return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
  return '***';
}

export function bankAccountView(row: BankAccountRow, now: Date): BankAccount {
  return {
    id: row.id,
    sellerId: row.sellerId,
    holderName: row.holderName,
    taxpayerId: maskTaxpayerId(row.taxpayerId),
    bankCode: row.bankCode,
    bankName: row.bankName,
    routingNumber: row.routingNumber,
    accountNumberLast4: row.accountLast4,
    type: row.type,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    payoutsAllowedFrom: row.payoutsAllowedFrom > now ? row.payoutsAllowedFrom.toISOString() : null,
  };
}

export function payoutView(
  row: PayoutRow,
  account: Pick<BankAccountRow, 'id' | 'bankName' | 'accountLast4'>,
): Payout {
  return {
    id: row.id,
    sellerId: row.sellerId,
    amountCents: row.amountCents,
    status: row.status,
    failureReason: row.failureReason,
    bankAccount: { id: account.id, bankName: account.bankName, accountNumberLast4: account.accountLast4 },
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
