import { z } from 'zod';
import { uuidParam } from './params';

/**
 * The payer's live socket (`GET /api/ws`, spec 000 "Live socket", corrected: a payer names their
 * own transaction). Written once: the API sends these and the checkout parses them.
 */
export const socketClientMessageSchema = z.discriminatedUnion('type', [
  /** Watch this transaction: every later change is pushed; the current status is answered now. */
  z.object({ type: z.literal('pix'), transactionId: uuidParam }),
  /** The fallback poll: answer the current status once. */
  z.object({ type: z.literal('status'), transactionId: uuidParam }),
]);
export type SocketClientMessage = z.infer<typeof socketClientMessageSchema>;

/**
 * Why a charge ended unpaid, so the payer's page says it without guessing from its own clock:
 * `expirada` (the code ran out), `recusada` (declined), `cancelada` (voided before it was paid,
 * e.g. the payer paid by card instead), `estornada` (paid, then refunded whole).
 */
export const CHARGE_FAILURE_REASONS = ['expirada', 'recusada', 'cancelada', 'estornada'] as const;
export type ChargeFailureReason = (typeof CHARGE_FAILURE_REASONS)[number];

export const socketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transaction_success'), transactionId: z.string() }),
  z.object({ type: z.literal('transaction_pending'), transactionId: z.string() }),
  z.object({
    type: z.literal('transaction_failed'),
    transactionId: z.string(),
    reason: z.enum(CHARGE_FAILURE_REASONS),
  }),
  z.object({ type: z.literal('error'), transactionId: z.string().optional(), message: z.string() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
