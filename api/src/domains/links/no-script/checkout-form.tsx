import type { ReactNode } from 'react';
import { formatBRL } from '@pagora/shared';
import type { PayerLink } from '@pagora/shared/contracts';
import { PLAIN_BUTTON } from '../../../platform/http/plain-page';

/** What the payer typed (the posted form, read back) and the pt-BR error under each input. */
export type FormState = { values: Record<string, string>; errors: Record<string, string> };

export const CARD_NEEDS_SCRIPT =
  'O pagamento com cartão precisa de JavaScript. Ative o JavaScript ou escolha PIX/boleto.';

/** Where each form posts: the payer's own link, so nothing outside `form-action 'self'`. */
export const noScriptAction = (linkId: string, method: 'pix' | 'boleto') =>
  `/pay/${encodeURIComponent(linkId)}/${method}`;

const ERROR = { color: '#b91c1c', margin: '4px 0 0', fontSize: 14 };
/** One rule for every input (the block is inline in each payer page: no style per input). */
export const NO_SCRIPT_CSS =
  '.ns-form input,.ns-form select{display:block;width:100%;padding:8px;font-size:16px;box-sizing:border-box}';

function Field(props: { name: string; label: string; state: FormState; children?: ReactNode } & Attrs) {
  const { name, label, state, children, ...attrs } = props;
  const error = state.errors[name];
  const id = `ns-${name}`;
  return (
    <p style={{ margin: '0 0 12px' }}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          defaultValue={state.values[name] ?? attrs.initial ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          {...(attrs.type ? { type: attrs.type } : {})}
          {...(attrs.inputMode ? { inputMode: attrs.inputMode } : {})}
          {...(attrs.autoComplete ? { autoComplete: attrs.autoComplete } : {})}
        />
      )}
      {error ? (
        <span id={`${id}-erro`} role="alert" style={{ ...ERROR, display: 'block' }}>
          {error}
        </span>
      ) : null}
    </p>
  );
}
type Attrs = {
  initial?: string;
  type?: 'number' | 'email' | 'text';
  inputMode?: 'numeric' | 'decimal' | 'email';
  autoComplete?: string;
};

/** The link's choices: quantity, 'valor livre', its fields, the coupon (all checked on the server). */
function OrderInputs({ link, state }: { link: PayerLink; state: FormState }) {
  const { checkout } = link;
  return (
    <>
      {checkout.pricing === 'quantidade' && checkout.quantity ? (
        <Field
          name="quantity"
          label={`Quantidade (de ${checkout.quantity.min} a ${checkout.quantity.max})`}
          state={state}
          type="number"
          inputMode="numeric"
          initial={String(checkout.quantity.default)}
        />
      ) : null}
      {checkout.pricing === 'livre' && checkout.customAmount ? (
        <Field
          name="amount"
          label={`Valor (de ${formatBRL(checkout.customAmount.minCents)} a ${formatBRL(checkout.customAmount.maxCents)})`}
          state={state}
          inputMode="decimal"
          initial={formatBRL(link.amountCents).replace(/^R\$\s*/, '')}
        />
      ) : null}
      {checkout.customFields.map((f) => (
        <Field
          key={f.key}
          name={f.key}
          label={f.required ? f.label : `${f.label} (opcional)`}
          state={state}
          {...(f.type === 'numero' ? { inputMode: 'decimal' as const } : {})}
        >
          {f.type === 'lista' ? (
            <select id={`ns-${f.key}`} name={f.key} defaultValue={state.values[f.key] ?? ''}>
              <option value="">Escolha</option>
              {f.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          ) : undefined}
        </Field>
      ))}
      {checkout.allowCoupons ? <Field name="couponCode" label="Cupom de desconto" state={state} /> : null}
    </>
  );
}

/** The boleto's payer: the fields boletoPaymentRequestSchema requires (its address in full). */
function BoletoInputs({ linkId, state, nonce }: { linkId: string; state: FormState; nonce: string }) {
  return (
    <fieldset style={{ border: '1px solid #d4d4d8', borderRadius: 6, margin: '16px 0' }}>
      <legend>Boleto bancário</legend>
      <Field name="cpf" label="CPF ou CNPJ" state={state} inputMode="numeric" />
      <Field name="zipCode" label="CEP" state={state} inputMode="numeric" autoComplete="postal-code" />
      <Field name="street" label="Rua" state={state} autoComplete="address-line1" />
      <Field name="number" label="Número" state={state} />
      <Field name="complement" label="Complemento (opcional)" state={state} />
      <Field name="neighborhood" label="Bairro" state={state} />
      <Field name="city" label="Cidade" state={state} autoComplete="address-level2" />
      <Field name="state" label="Estado (UF)" state={state} autoComplete="address-level1" />
      {state.errors.address ? <p style={ERROR}>{state.errors.address}</p> : null}
      {/* Fixed when the page rendered: a double submit carries the same one, so one boleto. */}
      <input type="hidden" name="chave" value={nonce} />
      <button type="submit" formAction={noScriptAction(linkId, 'boleto')} style={PLAIN_BUTTON}>
        Gerar boleto
      </button>
    </fieldset>
  );
}

/**
 * The payer page's form for a browser without scripts: plain posts to `/pay/:linkId/pix` and
 * `/pay/:linkId/boleto`. Used inside the page's `<noscript>` and, with the payer's values and the
 * errors, as the page a refused post answers.
 */
export function NoScriptCheckout({
  link,
  state,
  nonce,
}: {
  link: PayerLink;
  state: FormState;
  nonce: string;
}) {
  const pix = link.paymentMethods.includes('pix');
  const boleto = link.paymentMethods.includes('bank_slip');
  const card = link.paymentMethods.includes('credit_card');
  return (
    <form
      method="post"
      action={noScriptAction(link.id, pix ? 'pix' : 'boleto')}
      aria-label="Pagar sem JavaScript"
      className="ns-form"
    >
      {state.errors.form ? (
        <p role="alert" style={ERROR}>
          {state.errors.form}
        </p>
      ) : null}
      <OrderInputs link={link} state={state} />
      <Field name="nome" label={boleto ? 'Nome' : 'Nome (opcional)'} state={state} autoComplete="name" />
      <Field
        name="email"
        label={boleto ? 'Email' : 'Email (opcional)'}
        state={state}
        type="email"
        autoComplete="email"
      />
      {pix && boleto ? (
        <p style={{ fontSize: 14, color: '#52525b' }}>
          Nome e email são opcionais no PIX e obrigatórios no boleto.
        </p>
      ) : null}
      {pix ? (
        <button type="submit" formAction={noScriptAction(link.id, 'pix')} style={PLAIN_BUTTON}>
          Pagar com PIX
        </button>
      ) : null}
      {boleto ? <BoletoInputs linkId={link.id} state={state} nonce={nonce} /> : null}
      {card ? <p>{CARD_NEEDS_SCRIPT}</p> : null}
    </form>
  );
}
