import type { PixPaymentRequestInput } from '@pagora/shared';
import { publicApi, segment } from '../../../lib/public-api';

export interface PixCharge {
  barCode: { emv: string };
  id_transacao: string;
  /** Our transaction id: the socket, the sandbox and the receipt use it. */
  id: string;
  expiresAt: string;
  valor: number;
  status: 'pendente_pix';
}

/** `POST /payment/:linkId` for PIX; one Idempotency-Key per attempt (a new code is a new attempt). */
export function createPixCharge(linkId: string, body: PixPaymentRequestInput, idempotencyKey: string) {
  return publicApi.post<PixCharge>(`/payment/${segment(linkId)}`, body, { 'Idempotency-Key': idempotencyKey });
}
