import {
  afterPaymentRedirect,
  formatBRL,
  formatDate,
  formatDateTime,
  formatDigitableLine,
} from '@pagora/shared';
import type { AfterPayment } from '@pagora/shared';
import { PLAIN_BUTTON, PlainPage, renderPlainPage } from '../../../platform/http/plain-page';
import type { PaymentState } from './payment-state';

export const PIX_EXPIRED = 'Este código PIX expirou';
export const BOLETO_ENDED = 'Este boleto venceu ou foi cancelado';
export const PAID = 'Pagamento confirmado';
export const NOT_FOUND = 'Pagamento não encontrado.';

const CODE = {
  width: '100%',
  boxSizing: 'border-box' as const,
  fontFamily: 'monospace',
  fontSize: 14,
  padding: 8,
  wordBreak: 'break-all' as const,
};
const LINK = { color: '#0f766e', fontWeight: 'bold' };

const tokenQuery = (s: PaymentState) => `?t=${encodeURIComponent(s.documentToken)}`;
const selfUrl = (s: PaymentState, method: 'pix' | 'boleto') =>
  `/pay/${encodeURIComponent(s.linkId)}/${method}/${encodeURIComponent(s.id)}`;

function Summary({ state }: { state: PaymentState }) {
  return (
    <p>
      {state.seller}
      {state.description ? ` · ${state.description}` : ''}
      <br />
      <strong style={{ fontSize: 20 }}>{formatBRL(state.amountCents)}</strong>
    </p>
  );
}

/** 'Já paguei': the same page again, by a plain GET (the token rides as a hidden field). */
function ReloadForm({ state, method }: { state: PaymentState; method: 'pix' | 'boleto' }) {
  return (
    <form method="get" action={selfUrl(state, method)}>
      <input type="hidden" name="t" value={state.documentToken} />
      <button type="submit" style={PLAIN_BUTTON}>
        Já paguei
      </button>
    </form>
  );
}

function Paid({ state, after }: { state: PaymentState; after: AfterPayment }) {
  return (
    <>
      <Summary state={state} />
      {after.kind === 'mensagem' ? <p style={{ whiteSpace: 'pre-line' }}>{after.message}</p> : null}
      <p>
        <a href={`/api/receipt/${encodeURIComponent(state.id)}/pdf${tokenQuery(state)}`} style={LINK}>
          Baixar comprovante (PDF)
        </a>
      </p>
      {after.kind === 'redirecionar' ? (
        <p>
          <a href={afterPaymentRedirect(after.url, state.id)} style={LINK} rel="noreferrer">
            Continuar
          </a>
        </p>
      ) : null}
    </>
  );
}

function Ended({ state, message }: { state: PaymentState; message: string }) {
  return (
    <PlainPage title={message}>
      <Summary state={state} />
      <p>
        <a href={`/pay/${encodeURIComponent(state.linkId)}`} style={LINK}>
          Voltar ao link de pagamento
        </a>
      </p>
    </PlainPage>
  );
}

/** The PIX code as text and as an inline SVG QR, its deadline, and 'Já paguei'. */
export function pixPage(state: PaymentState, qrSvg: string, after: AfterPayment): string {
  if (state.phase === 'pago')
    return renderPlainPage(
      <PlainPage title={PAID}>
        <Paid state={state} after={after} />
      </PlainPage>,
    );
  if (state.phase === 'encerrado' || !state.pixEmv)
    return renderPlainPage(<Ended state={state} message={PIX_EXPIRED} />);
  return renderPlainPage(
    <PlainPage title="Pague com PIX">
      <Summary state={state} />
      {/* qrcode's own SVG markup (paths and numbers only, from the EMV we hold). */}
      <div style={{ maxWidth: 260, margin: '0 auto' }} dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <label htmlFor="pix-copia-e-cola">PIX copia e cola</label>
      <textarea id="pix-copia-e-cola" readOnly rows={5} style={CODE} defaultValue={state.pixEmv} />
      {state.expiresAt ? <p>Válido até {formatDateTime(state.expiresAt).slice(-5)}</p> : null}
      <ReloadForm state={state} method="pix" />
    </PlainPage>,
  );
}

/** The boleto's linha digitável (grouped), due date, amount, its PDF, and 'Já paguei'. */
export function boletoPage(state: PaymentState, after: AfterPayment): string {
  if (state.phase === 'pago')
    return renderPlainPage(
      <PlainPage title={PAID}>
        <Paid state={state} after={after} />
      </PlainPage>,
    );
  if (state.phase === 'encerrado' || !state.boleto)
    return renderPlainPage(<Ended state={state} message={BOLETO_ENDED} />);
  return renderPlainPage(
    <PlainPage title="Boleto emitido">
      <Summary state={state} />
      <label htmlFor="linha-digitavel">Linha digitável</label>
      <textarea
        id="linha-digitavel"
        readOnly
        rows={3}
        style={CODE}
        defaultValue={formatDigitableLine(state.boleto.digitableLine)}
      />
      <p>Vencimento: {formatDate(state.boleto.dueDate)}</p>
      <p>
        <a href={`/api/boleto/${encodeURIComponent(state.id)}/pdf${tokenQuery(state)}`} style={LINK}>
          Baixar boleto (PDF)
        </a>
      </p>
      <ReloadForm state={state} method="boleto" />
    </PlainPage>,
  );
}

export const notFoundPage = (): string =>
  renderPlainPage(
    <PlainPage title={NOT_FOUND}>
      <p>Confira o endereço recebido ou abra o link de pagamento de novo.</p>
    </PlainPage>,
  );
