import { LINK_MAIL_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { enqueueMail } from '../mail';
import { linkCanBePaid } from './link-closure';
import { linkScope } from './link-scope';
import { findLink } from './repository';
import type { PaymentLinkRow } from './tables';

/** One message per link per minute: a double click or an impatient resend sends once. */
const RESEND_WINDOW_MS = 60_000;

type MailedLink = Pick<
  PaymentLinkRow,
  'id' | 'customerEmail' | 'marketplaceId' | 'sellerId' | 'description' | 'amountCents'
>;

/**
 * Puts the link's e-mail in the outbox, in the caller's transaction: at creation (issue 41: the
 * customer named in 'Para:' gets it at once) and on 'Reenviar por email'. False when the same link
 * was e-mailed within the minute (creation counts, so a resend right after it waits).
 */
export async function queueLinkMail(db: Db, link: MailedLink, sellerNome: string): Promise<boolean> {
  if (!link.customerEmail) return false;
  return enqueueMail(db, {
    kind: 'payment_link',
    to: link.customerEmail,
    eventKey: `payment-link:${link.id}:${Math.floor(Date.now() / RESEND_WINDOW_MS)}`,
    marketplaceId: link.marketplaceId,
    sellerId: link.sellerId,
    data: {
      nome: '',
      sellerName: sellerNome,
      description: link.description,
      amountCents: link.amountCents,
      linkId: link.id,
    },
  });
}

/**
 * POST /payment-email/:paymentId: the link's 'Para:' address gets it again, branded with the
 * marketplace's brand. Only a caller who may see the link, only a link with a customer e-mail that a
 * payer can still pay (a paid one must not be e-mailed with 'Pagar agora').
 */
export async function sendLinkByEmail(ctx: AppContext, who: Principal, linkId: string): Promise<string> {
  const found = await findLink(ctx.db, linkScope(who), linkId);
  if (!found) throw AppError.notFound('Link de pagamento não encontrado.');
  const { link, sellerNome } = found;
  if (!link.customerEmail) throw AppError.unprocessable(LINK_MAIL_MESSAGES.noEmail, 'link_without_email');
  if (!linkCanBePaid(link)) throw AppError.conflict(LINK_MAIL_MESSAGES.notPayable, 'link_not_payable');
  const queued = await ctx.db.transaction((tx) => queueLinkMail(tx, link, sellerNome));
  return queued ? LINK_MAIL_MESSAGES.queued : LINK_MAIL_MESSAGES.recent;
}
