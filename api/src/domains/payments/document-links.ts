import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { ChargeAnswer } from './charge-common';
import { transactions } from './tables';

/** The transaction's document token (document-token.ts), for the payer's own answer and e-mails. */
export async function documentTokenOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ token: transactions.documentToken })
    .from(transactions)
    .where(eq(transactions.id, id))
    .limit(1);
  return row?.token ?? null;
}

/**
 * The payer's answer to a charge carries the document token, so the checkout can open the receipt
 * (and the boleto's PDF) after it: added here, where the route sends it, so a replayed answer
 * (idempotency) gets it too. A refused card (402) has no document to open.
 */
export async function withDocumentToken(db: Db, answer: ChargeAnswer): Promise<ChargeAnswer> {
  if (answer.status !== 200) return answer;
  const body = answer.body;
  const id = 'data' in body ? body.data.data.id : body.id;
  const documentToken = await documentTokenOf(db, id);
  if (!documentToken) return answer;
  if ('data' in body) return { status: 200, body: { data: { data: { ...body.data.data, documentToken } } } };
  return { status: 200, body: { ...body, documentToken } };
}
