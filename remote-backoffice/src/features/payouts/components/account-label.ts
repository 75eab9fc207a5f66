import { formatDateTime } from '@pagora/shared';
import type { BankAccount } from '@pagora/shared/contracts';

/** 'Itaú Unibanco S.A. ••••3456'. */
export const accountLabel = (a: { bankName: string; accountNumberLast4: string }) =>
  `${a.bankName} ••••${a.accountNumberLast4}`;

export const ACCOUNT_TYPE_LABELS = { checking: 'Conta corrente', savings: 'Conta poupança' } as const;

/** A new account's first payout waits (24 h): the screen says until when. */
export const firstPayoutNotice = (a: Pick<BankAccount, 'payoutsAllowedFrom'>) =>
  a.payoutsAllowedFrom ? `Primeiro saque liberado a partir de ${formatDateTime(a.payoutsAllowedFrom)}` : null;
