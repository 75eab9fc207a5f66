import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { enqueueMail, isMailable } from '../mail';
import type { PayoutSeller } from './seller-scope';
import type { BankAccountRow, PayoutRow } from './tables';

/** The e-mails of money out, written to the outbox inside the change's own transaction. */

export async function defaultChangedNotice(
  db: Db,
  who: Principal,
  seller: PayoutSeller,
  account: BankAccountRow,
  at: Date,
): Promise<void> {
  await enqueueMail(db, {
    kind: 'bank_account_default_changed',
    to: who.email,
    data: {
      nome: who.nome,
      bankName: account.bankName,
      accountLast4: account.accountLast4,
      at: at.toISOString(),
    },
    eventKey: `bank-account-default:${account.id}:${at.getTime()}`,
    marketplaceId: seller.marketplaceId,
    sellerId: seller.id,
  });
}

/** A payout's outcome; an address that cannot be mailed skips the notice, never the change. */
export async function payoutOutcomeNotice(
  db: Db,
  seller: { id: string; marketplaceId: string; nome: string; email: string },
  payout: PayoutRow,
  account: Pick<BankAccountRow, 'bankName' | 'accountLast4'>,
): Promise<void> {
  if (!isMailable(seller.email) || payout.status === 'pendente') return;
  const common = {
    nome: seller.nome,
    amountCents: payout.amountCents,
    bankName: account.bankName,
    accountLast4: account.accountLast4,
  };
  const target = { to: seller.email, marketplaceId: seller.marketplaceId, sellerId: seller.id };
  if (payout.status === 'pago')
    await enqueueMail(db, { kind: 'payout_paid', data: common, eventKey: `payout:${payout.id}`, ...target });
  else
    await enqueueMail(db, {
      kind: 'payout_failed',
      data: { ...common, reason: payout.failureReason ?? 'recusado pelo banco' },
      eventKey: `payout:${payout.id}`,
      ...target,
    });
}
