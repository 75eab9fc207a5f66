import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  CARD_BRAND_LABELS,
  CARD_CVC_INPUT_MAX,
  CARD_EXPIRY_INPUT_MAX,
  CARD_NUMBER_INPUT_MAX,
  FORM_HAS_ERRORS_MESSAGE,
  detectCardBrand,
} from '@pagora/shared';
import { Button, Input } from '@pagora/shared/ui/core';
import { rememberPayer } from '../../../lib/payer-memory';
import { PublicApiError, newIdempotencyKey } from '../../../lib/public-api';
import type { PayerLink } from '../api/get-payment-link';
import { payByCard, type CardOutcome } from '../api/pay-by-card';
import { useCardForm, type CardField } from '../hooks/use-card-form';
import { useCheckoutOrder } from '../hooks/order-context';
import { usePaymentNavigation } from '../hooks/use-payment-navigation';
import { AddressFields } from './address-fields';
import { InstallmentSelect } from './installment-select';
import styles from './card-form.module.css';

/**
 * Answers about the link, not the card (issue 35): paid by someone else meanwhile (409
 * `link_closed`, the card given back if it was charged) or gone (410 `link_expired`). The payer
 * never reads them as a declined card. (Open attempts no longer hold a link: docs/payments.md.)
 */
const isLinkUnavailable = (err: PublicApiError) => err.code === 'link_closed' || err.status === 410;

/** A masked CNPJ ('00.000.000/0000-00'); the spec's 14 fits a masked CPF only. */
const CPF_CNPJ_INPUT_MAX = 18;

/** Step 2, card (spec 000 sections 4 and 5 "Card form"). */
export function CardForm({
  link,
  onClose,
  onPriceChanged,
  onLinkUnavailable = async () => {},
}: {
  link: PayerLink;
  onClose: () => void;
  /** Reads the link's prices again (the server refused a total that changed since the page loaded). */
  onPriceChanged: () => Promise<void>;
  /** The link was paid by someone else meanwhile, is busy or is gone: its own message, not a decline. */
  onLinkUnavailable?: (message: string) => Promise<void>;
}) {
  // A link's order (issue 40) is paid at the server's quote: its total, its installments.
  const order = useCheckoutOrder();
  const installments = order?.installments ?? link.installments;
  const form = useCardForm(link, installments);
  const go = usePaymentNavigation(link);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { values, errors } = form;
  const brand = detectCardBrand(values.number);
  const setField = (field: CardField, value: string) => {
    // Different data is a different attempt; a retry of the same data keeps its key.
    idempotencyKey.current = null;
    form.setField(field, value);
  };
  const bind = (field: CardField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });

  const finish = ({ result, message }: CardOutcome) => {
    if (result.status_transacao === 'pago') {
      form.forget();
      const option = installments.find((o) => o.times === result.parcelas);
      go.approved(
        {
          id: result.id,
          data_criacao: new Date().toISOString(),
          paymentMethod: 'credit_card',
          valor: result.valor,
          amountCents: option?.totalCents ?? order?.totalCents ?? link.amountCents,
          vendedor: link.seller.nome,
          descricao: link.description,
          parcelas: result.parcelas,
          status: 'pago',
        },
        result.documentToken,
      );
    } else if (result.status_transacao === 'pendente') go.pending(result.id);
    else go.declined(message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (form.firstInvalid) {
      form.touchAll();
      toast.error(FORM_HAS_ERRORS_MESSAGE);
      formRef.current?.querySelector<HTMLElement>(`[name="${form.firstInvalid}"]`)?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    // 'Tentar novamente' after a decline finds these again; the card's own fields never leave.
    rememberPayer(link.id, { name: values.name, cpf: values.cpf, email: values.email });
    setSubmitting(true);
    try {
      // The total shown for the chosen count goes along: the server charges it or refuses.
      const quoted = installments.find((o) => String(o.times) === values.installments)?.totalCents;
      finish(await payByCard(link.id, values, link.amount, idempotencyKey.current, quoted, order?.keys));
    } catch (err) {
      setSubmitting(false);
      // Refused for the order (a coupon used up meanwhile): back to it, the message under its input.
      if (order?.refused(err)) return;
      const status = err instanceof PublicApiError ? err.status : null;
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof PublicApiError && err.code === 'quote_changed') {
        // The plan's rates changed: show the new prices and let the payer confirm them.
        idempotencyKey.current = null;
        toast.error(message);
        await onPriceChanged();
        return;
      }
      if (err instanceof PublicApiError && isLinkUnavailable(err)) {
        idempotencyKey.current = null;
        await onLinkUnavailable(message);
        return;
      }
      // A refused field, a lost connection or a retry still running is fixed here and retried; any
      // other failure is a decline.
      if (status === null || status === 400 || status === 409 || status === 422 || status === 429)
        toast.error(message);
      else go.declined(message);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="card-title">
      <div className={styles.head}>
        <h2 id="card-title" className={styles.title} tabIndex={-1} ref={heading}>
          Pagar com cartão de crédito
        </h2>
        <Button variant="ghost" onClick={onClose} disabled={submitting}>
          Trocar forma de pagamento
        </Button>
      </div>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Input
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_NUMBER_INPUT_MAX}
          placeholder="0000 0000 0000 0000"
          hint={<span aria-live="polite">{brand ? `Bandeira: ${CARD_BRAND_LABELS[brand]}` : ''}</span>}
          {...bind('number')}
        />
        <div className={styles.row}>
          <Input
            label="Validade (MM/AA)"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={CARD_EXPIRY_INPUT_MAX}
            placeholder="MM/AA"
            {...bind('expiry')}
          />
          <Input
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CARD_CVC_INPUT_MAX}
            placeholder="123"
            {...bind('cvc')}
          />
        </div>
        <Input label="Nome no cartão" autoComplete="cc-name" {...bind('name')} />
        <Input label="CPF ou CNPJ" inputMode="numeric" maxLength={CPF_CNPJ_INPUT_MAX} {...bind('cpf')} />
        <Input label="Email" type="email" autoComplete="email" {...bind('email')} />
        <InstallmentSelect options={installments} {...bind('installments')} />
        <AddressFields values={values} errors={errors} setField={setField} fill={form.fill} />
        <Button type="submit" block loading={submitting} loadingText="Processando...">
          Pagar
        </Button>
      </form>
    </section>
  );
}
