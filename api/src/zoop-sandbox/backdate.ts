import type { SandboxContext } from './context';

const DAY_MS = 86_400_000;

/**
 * Test-only (`POST /_control/transactions/:id/backdate`), NOT part of Zoop's API: places a paid
 * charge `days` earlier, as if it had been paid then: its dates and its history's move, so its
 * receivables settle on the real calendar. It gives the demo seeded history with money already
 * available without moving the money-out clock, which would put every date the demo shows a month
 * ahead (issue 41). Only a settled card charge nobody has touched since: a PIX still waiting, a
 * refund or a dispute belong to the present.
 */
export function backdateCharge(ctx: SandboxContext, id: string, days: number): 'ok' | 'missing' | 'refused' {
  const tx = ctx.store.transactions.get(id);
  if (!tx) return 'missing';
  const untouched = tx.history.every((h) => !h.operationType.startsWith('void'));
  if (tx.paymentType !== 'credit' || tx.status !== 'succeeded' || !untouched) return 'refused';
  const earlier = (d: Date) => new Date(new Date(d).getTime() - days * DAY_MS);
  tx.createdAt = earlier(tx.createdAt);
  tx.updatedAt = earlier(tx.updatedAt);
  tx.history = tx.history.map((h) => ({ ...h, createdAt: earlier(h.createdAt) }));
  ctx.store.save('transaction', tx);
  return 'ok';
}
