import { LINK_MAIL_MESSAGES, PAYABLE_LINK_STATUSES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { enqueueMail } from '../mail';
import { linkScope } from './link-scope';
import { findLink } from './repository';

/** One message per link per minute: a double click or an impatient resend sends once. */
const RESEND_WINDOW_MS = 60_000;

/**
 * POST /payment-email/:paymentId: the link's 'Para:' address gets it by e-mail, branded with the
 * marketplace's brand. Only a caller who may see the link, only an open link with a customer e-mail.
 */
export async function sendLinkByEmail(ctx: AppContext, who: Principal, linkId: string): Promise<string> {
  const found = await findLink(ctx.db, linkScope(who), linkId);
  if (!found) throw AppError.notFound('Link de pagamento não encontrado.');
  const { link, sellerNome } = found;
  if (!link.customerEmail) throw AppError.unprocessable(LINK_MAIL_MESSAGES.noEmail, 'link_without_email');
  if (!(PAYABLE_LINK_STATUSES as readonly string[]).includes(link.status)) {
    throw AppError.conflict(LINK_MAIL_MESSAGES.notPayable, 'link_not_payable');
  }
  const queued = await ctx.db.transaction((tx) =>
    enqueueMail(tx, {
      kind: 'payment_link',
      to: link.customerEmail ?? '',
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
    }),
  );
  return queued ? LINK_MAIL_MESSAGES.queued : LINK_MAIL_MESSAGES.recent;
}
