import { formatBRL } from '@pagora/shared';
import type { AppContext } from '../../../platform/context';
import { PlainPage, renderPlainPage } from '../../../platform/http/plain-page';
import { cachedPayerAnswer } from '../payer-view-cache';
import { NO_SCRIPT_CSS, NoScriptCheckout, type FormState } from './checkout-form';
import { newFormNonce, payableViewOf } from './noscript-block';

/**
 * The answer to a refused plain post (`/pay/:linkId/pix` or `/boleto`): the same form as a page of
 * its own, the payer's values kept and the pt-BR message under the field it concerns. A link that
 * can no longer be paid shows only the message. A fresh `chave`: the corrected post is a new boleto
 * request.
 */
export async function noScriptFormPage(ctx: AppContext, linkId: string, state: FormState): Promise<string> {
  const link = await cachedPayerAnswer(ctx, linkId)
    .then((answer) => payableViewOf(JSON.parse(answer.toString('utf8'))))
    .catch(() => null);
  if (!link) {
    return renderPlainPage(
      <PlainPage title="Pagamento">
        <p role="alert">{state.errors.form ?? Object.values(state.errors)[0]}</p>
      </PlainPage>,
    );
  }
  return renderPlainPage(
    <PlainPage title={link.description || 'Pagamento'}>
      {/* Our own constant, not payer input. */}
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
      <p>
        {link.seller.nome} · <strong>{formatBRL(link.amountCents)}</strong>
      </p>
      <NoScriptCheckout link={link} state={state} nonce={newFormNonce()} />
    </PlainPage>,
  );
}
