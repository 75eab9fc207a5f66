import type { CardFormInput } from '@pagora/shared';
import { PublicApiError, publicApi, segment } from '../../../lib/public-api';

export interface CardResult {
  status_transacao: 'pago' | 'pendente' | 'falha';
  id: string;
  valor: number;
  parcelas: number;
  valor_parcela: number;
  bandeira: string | null;
  final_cartao: string;
}

type CardAnswer = { data: { data: CardResult } };

/** What the page does next: a result (approved, pending or declined), or an error to show in place. */
export type CardOutcome = { result: CardResult; message?: string };

/**
 * `POST /payment/:linkId` for a card. A decline answers 402 with the same body shape plus a message;
 * it is an outcome, not an error. Any other failure rejects with a `PublicApiError`.
 */
export async function payByCard(
  linkId: string,
  form: CardFormInput,
  amount: number,
  idempotencyKey: string,
): Promise<CardOutcome> {
  try {
    const answer = await publicApi.post<CardAnswer>(
      `/payment/${segment(linkId)}`,
      { ...form, paymentMethod: 'credit_card', amount },
      { 'Idempotency-Key': idempotencyKey },
    );
    return { result: answer.data.data };
  } catch (err) {
    const declined = err instanceof PublicApiError && err.status === 402 ? (err.body as Partial<CardAnswer>) : null;
    if (declined?.data?.data) return { result: declined.data.data, message: err instanceof Error ? err.message : undefined };
    throw err;
  }
}
