import { formatBRL } from '@pagora/shared';
import { z } from 'zod';

const isoInstant = z.iso.datetime({ offset: true });
const cents = z.number().int().nonnegative();
/** A card is named by brand and last 4 digits only: the schema refuses anything longer. */
const cardLast4 = z
  .string()
  .regex(/^\d{4}$/)
  .nullable();
const method = z.enum(['pix', 'credit_card', 'bank_slip']);
/** A card's expiry as people write it: 08/2027. */
export const monthYear = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A payment as the payer's receipt and the seller's notice show it (issue 23, messages 2-3). */
const payment = z.object({
  nome: z.string(),
  transactionId: z.string(),
  sellerName: z.string(),
  description: z.string(),
  amountCents: cents,
  method,
  installments: z.number().int().min(1),
  cardBrand: z.string().nullable(),
  cardLast4,
  paidAt: isoInstant,
});

/**
 * What the payer chose on the link's page (issue 40), for the seller who fulfils it: the quantity
 * and unit amount, the coupon and its discount, the answers by label. Absent on a plain sale.
 */
const saleOrder = z.object({
  quantity: z.number().int().min(1),
  unitAmountCents: cents,
  coupon: z.object({ code: z.string(), discountCents: cents }).nullable(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});

/** A payment undone by the provider after it was announced paid: when, instead of when paid. */
const reversal = payment.omit({ paidAt: true }).extend({ reversedAt: isoInstant });

/**
 * A paid sale the payer's bank disputes (issue 36): when, and what the seller must send, where and
 * by when. Zoop has no dispute API: it asks the marketplace for documents by e-mail, one message
 * per transaction, so the seller sends them to us (`evidenceEmail`) before `respondBy`.
 */
const dispute = payment.extend({
  disputedAt: isoInstant,
  respondBy: z.iso.date(),
  evidenceEmail: z.string(),
});
/** An antecipação (issue 38): what was anticipated, its fee, what reaches the balance and when. */
const anticipation = z.object({
  nome: z.string(),
  grossCents: cents,
  feeCents: cents,
  netCents: cents,
  prepaymentDate: z.iso.date(),
});
/** How a dispute ended: won (the money stays) or lost (a chargeback: it went back to the payer). */
const disputeDecided = payment.extend({ decidedAt: isoInstant });

/**
 * Every message the platform sends: the values its template needs (stored in the outbox's `data`,
 * parsed again when rendered) and its subject. No card number, CPF/CNPJ or token ever goes in
 * `data`; the reset token travels apart, as the row's `secret`.
 */
export const MAIL_KINDS = {
  password_reset: {
    data: z.object({ nome: z.string(), validMinutes: z.number().int().positive() }),
    subject: () => 'Redefinição de senha',
  },
  password_changed: {
    data: z.object({ nome: z.string(), at: isoInstant }),
    subject: () => 'Sua senha foi alterada',
  },
  email_changed: {
    data: z.object({ nome: z.string(), newEmail: z.string(), at: isoInstant }),
    subject: () => 'O email da sua conta foi alterado',
  },
  payment_link: {
    data: z.object({
      nome: z.string(),
      sellerName: z.string(),
      description: z.string(),
      amountCents: z.number().int().nonnegative(),
      linkId: z.string(),
    }),
    subject: (d: { sellerName: string }) => `${d.sellerName} enviou um link de pagamento`,
  },
  payment_receipt: {
    data: payment,
    subject: (d: { sellerName: string }) => `Comprovante de pagamento: ${d.sellerName}`,
  },
  refund_notice: {
    data: payment.extend({ refundedCents: cents, refundedAt: isoInstant }),
    subject: (d: { sellerName: string }) => `Estorno do pagamento a ${d.sellerName}`,
  },
  new_sale: {
    data: payment.extend({ order: saleOrder.optional() }),
    subject: (d: { amountCents: number }) => `Você recebeu um pagamento de ${formatBRL(d.amountCents)}`,
  },
  // A paid charge the provider reverses (Zoop's `reversed`: it failed technically mid-way, so the
  // money never came): both people told 'pago' before learn it did not happen.
  sale_reversed: {
    data: reversal,
    subject: (d: { amountCents: number }) => `Pagamento de ${formatBRL(d.amountCents)} revertido`,
  },
  payment_reversed: {
    data: reversal,
    subject: (d: { sellerName: string }) => `Seu pagamento a ${d.sellerName} não foi concluído`,
  },
  sale_disputed: {
    data: dispute,
    subject: (d: { amountCents: number; respondBy: string }) =>
      `Venda de ${formatBRL(d.amountCents)} contestada: envie documentos até ${d.respondBy.split('-').reverse().join('/')}`,
  },
  sale_dispute_won: {
    data: disputeDecided,
    subject: (d: { amountCents: number }) => `Contestação encerrada a seu favor: ${formatBRL(d.amountCents)}`,
  },
  sale_charged_back: {
    data: disputeDecided,
    subject: (d: { amountCents: number }) => `Chargeback: ${formatBRL(d.amountCents)} devolvidos ao pagador`,
  },
  boleto_issued: {
    data: z.object({
      nome: z.string(),
      transactionId: z.string(),
      sellerName: z.string(),
      description: z.string(),
      amountCents: cents,
      /** The 47 digits the payer types at the bank; never the payer's CPF. */
      digitableLine: z.string().regex(/^\d{47}$/),
      dueDate: z.iso.date(),
    }),
    subject: (d: { sellerName: string; amountCents: number }) =>
      `Seu boleto de ${formatBRL(d.amountCents)} para ${d.sellerName}`,
  },
  subscription_boleto: {
    data: z.object({
      nome: z.string(),
      transactionId: z.string(),
      planName: z.string(),
      amountCents: cents,
      /** The 47 digits the payer types at the bank. */
      digitableLine: z.string().regex(/^\d{47}$/),
      dueDate: z.iso.date(),
    }),
    subject: (d: { planName: string; dueDate: string }) =>
      `Boleto da sua assinatura ${d.planName}: vence em ${d.dueDate.split('-').reverse().join('/')}`,
  },
  renewal_refused: {
    data: z.object({
      nome: z.string(),
      planName: z.string(),
      amountCents: cents,
      /** The next try's calendar day (`YYYY-MM-DD`, billing's `nextAttemptOn`); null: it gave up. */
      nextRetryOn: z.iso.date().nullable(),
      /** A boleto subscription (issue 24): the refusal is a boleto left unpaid; a retry is a new boleto. */
      byBoleto: z.boolean().optional(),
    }),
    subject: (d: { planName: string }) => `Não conseguimos renovar sua assinatura: ${d.planName}`,
  },
  card_expiring: {
    data: z.object({
      nome: z.string(),
      cardBrand: z.string(),
      cardLast4: z.string().regex(/^\d{4}$/),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2100),
    }),
    subject: (d: { cardLast4: string; expMonth: number; expYear: number }) =>
      `Seu cartão final ${d.cardLast4} vence em ${monthYear(d.expMonth, d.expYear)}`,
  },
  renewal_heads_up: {
    data: z.object({
      nome: z.string(),
      planName: z.string(),
      amountCents: cents,
      /** The renewal's calendar day (`YYYY-MM-DD`, the subscription's `data_cobranca`). */
      chargeOn: z.iso.date(),
      cardBrand: z.string().nullable(),
      cardLast4,
    }),
    subject: (d: { planName: string }) => `Sua assinatura ${d.planName} será renovada em 3 dias`,
  },
  api_key_created: {
    data: z.object({
      nome: z.string(),
      keyName: z.string(),
      prefix: z.string(),
      scopes: z.array(z.string()),
      at: isoInstant,
    }),
    subject: () => 'Uma nova chave de API foi criada na sua conta',
  },
  webhook_endpoint_disabled: {
    data: z.object({ nome: z.string(), url: z.string(), failingSince: isoInstant, at: isoInstant }),
    subject: () => 'Seu endpoint de webhook foi desativado',
  },
  // Money out (issue 25): the account payouts go to, and what became of a payout.
  bank_account_default_changed: {
    data: z.object({
      nome: z.string(),
      bankName: z.string(),
      accountLast4: z.string().regex(/^[\dXx]{1,4}$/),
      at: isoInstant,
    }),
    subject: () => 'Sua conta bancária de recebimento foi alterada',
  },
  payout_paid: {
    data: z.object({ nome: z.string(), amountCents: cents, bankName: z.string(), accountLast4: z.string() }),
    subject: (d: { amountCents: number }) => `Seu saque de ${formatBRL(d.amountCents)} foi pago`,
  },
  payout_failed: {
    data: z.object({
      nome: z.string(),
      amountCents: cents,
      bankName: z.string(),
      accountLast4: z.string(),
      reason: z.string(),
    }),
    subject: (d: { amountCents: number }) => `Seu saque de ${formatBRL(d.amountCents)} não foi concluído`,
  },
  // Issue 38: an antecipação the provider approved, paid into the balance, or refused.
  anticipation_approved: {
    data: anticipation,
    subject: (d: { netCents: number }) => `Sua antecipação de ${formatBRL(d.netCents)} foi aprovada`,
  },
  anticipation_paid: {
    data: anticipation,
    subject: (d: { netCents: number }) => `Sua antecipação de ${formatBRL(d.netCents)} foi paga`,
  },
  anticipation_refused: {
    data: anticipation.extend({ reason: z.string() }),
    subject: (d: { netCents: number }) => `Sua antecipação de ${formatBRL(d.netCents)} foi recusada`,
  },
  // Issue 38: the provider took a fee that is not the marketplace's table's (docs/fees.md).
  fee_divergence: {
    data: z.object({
      nome: z.string(),
      transactionId: z.string(),
      sellerName: z.string(),
      day: z.iso.date(),
      method,
      installments: z.number().int().min(1),
      amountCents: cents,
      expectedFeeCents: cents,
      chargedFeeCents: cents,
      ratesApplied: z.string(),
    }),
    subject: (d: { chargedFeeCents: number; expectedFeeCents: number }) =>
      `Divergência de taxa: cobrado ${formatBRL(d.chargedFeeCents)}, contratado ${formatBRL(d.expectedFeeCents)}`,
  },
  // Issue 35 item 8: the link that proves a customer owns its address; the token travels as `secret`.
  email_verification: {
    data: z.object({ nome: z.string(), email: z.string(), validHours: z.number().int().positive() }),
    subject: () => 'Confirme seu email',
  },
  // Issue 39, trust. A team invitation: the business, the role and who invited; a new login's
  // password is set through the reset link, whose token travels as `secret` (none for an
  // existing login, which is told to sign in).
  team_invite: {
    data: z.object({
      nome: z.string(),
      businessName: z.string(),
      roleLabel: z.string(),
      invitedBy: z.string(),
      expiresAt: isoInstant,
      newLogin: z.boolean(),
    }),
    subject: (d: { businessName: string }) => `Você foi convidado para a equipe de ${d.businessName}`,
  },
  // Issue 41: a buyer or seller someone else registered sets their own password through the
  // link (token as `secret`), valid until `expiresAt`; the business is who registered them.
  account_invite: {
    data: z.object({
      nome: z.string(),
      businessName: z.string(),
      role: z.enum(['buyer', 'seller']),
      invitedBy: z.string(),
      expiresAt: isoInstant,
    }),
    subject: (d: { businessName: string }) => `${d.businessName} criou seu acesso: defina sua senha`,
  },
  // Two-step sign-in turned on or off, told to the login and to its account's owner.
  two_factor_changed: {
    data: z.object({
      nome: z.string(),
      personName: z.string(),
      personEmail: z.string(),
      enabled: z.boolean(),
      method: z.enum(['totp', 'passkey']),
      at: isoInstant,
    }),
    subject: (d: { enabled: boolean }) =>
      d.enabled ? 'Verificação em duas etapas ativada' : 'Verificação em duas etapas desativada',
  },
  // A login from a device this login has not used: which one, from where, when.
  new_device_login: {
    data: z.object({
      nome: z.string(),
      device: z.string(),
      place: z.string(),
      ip: z.string(),
      at: isoInstant,
    }),
    subject: () => 'Novo acesso à sua conta Pagora',
  },
  // LGPD: a payer asked, from a receipt, to see or erase its data; the seller answers by `dueDate`.
  privacy_request: {
    data: z.object({
      nome: z.string(),
      requesterName: z.string(),
      requesterEmail: z.string(),
      kind: z.enum(['access', 'erasure']),
      transactionId: z.string(),
      dueDate: z.iso.date(),
    }),
    subject: (d: { kind: 'access' | 'erasure' }) =>
      d.kind === 'erasure'
        ? 'Pedido de exclusão de dados pessoais (LGPD)'
        : 'Pedido de acesso a dados pessoais (LGPD)',
  },
} as const;

export type MailKind = keyof typeof MAIL_KINDS;
export type MailData<K extends MailKind> = z.infer<(typeof MAIL_KINDS)[K]['data']>;

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_KINDS, kind);
