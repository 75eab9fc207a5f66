import { useState } from 'react';
import {
  CHECKOUT_MESSAGES,
  centsToDecimalString,
  centsToInput,
  checkFieldAnswers,
  parseReais,
  priceOrder,
} from '@pagora/shared';
import type { PayerLink } from '../api/get-payment-link';
import { refusedOrderField, type OrderKeys } from '../api/order-keys';
import type { CheckoutOrder } from './order-context';
import { useQuote } from './use-quote';

const AMOUNT_INVALID = 'Informe um valor válido com até 2 casas decimais';

/** The quantity typed, when it is a whole number. */
const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * What the payer chooses before the method (issue 40): quantity, own amount, coupon and the
 * answers to the link's fields, checked here with the server's own rules, priced by the server
 * (`useQuote`) whenever it differs from the link's plain price. Errors are keyed as the API names
 * them ('quantity', 'amount', 'couponCode', 'fields.campo_N').
 */
export function useOrderDraft(link: PayerLink, onBack: () => void) {
  const { pricing, quantity: q, customAmount, customFields } = link.checkout;
  const [quantityText, setQuantityText] = useState(String(q?.default ?? 1));
  const [amountText, setAmountText] = useState(() => centsToInput(link.amountCents));
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const quantity = pricing === 'quantidade' ? wholeNumber(quantityText) : 1;
  const unitCents = pricing === 'livre' ? parseReais(amountText) : link.amountCents;
  const local: Record<string, string> = {};
  if (pricing === 'quantidade' && quantity === null && q)
    local.quantity = CHECKOUT_MESSAGES.quantityOutOfRange(q.min, q.max);
  else if (pricing === 'livre' && (unitCents === null || unitCents <= 0)) local.amount = AMOUNT_INVALID;
  else {
    // The server's own rule (shared), so the page says what the charge would answer.
    const priced = priceOrder(
      { amountCents: link.amountCents, pricing, quantity: q, customAmount },
      { quantity: quantity ?? undefined, amount: unitCents ?? undefined },
      null,
    );
    if (!priced.ok) local[priced.error.field] = priced.error.message;
  }
  const priceable = !local.quantity && !local.amount && quantity !== null && unitCents !== null;
  const plain = quantity === 1 && unitCents === link.amountCents && couponCode === null;
  const priceKeys: OrderKeys = {
    ...(pricing === 'quantidade' && quantity !== null ? { quantity } : {}),
    ...(pricing === 'livre' && unitCents !== null ? { amount: centsToDecimalString(unitCents) } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
  const quote = useQuote(link.id, priceable && !plain ? priceKeys : null);

  // A coupon the server refused is not applied: its message stays under the input.
  const quoteError = quote.error;
  if (quoteError?.field === 'couponCode' && couponCode !== null) {
    setCouponCode(null);
    setErrors((e) => ({ ...e, couponCode: quoteError.message }));
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const shownErrors = { ...errors, ...local };
  if (quoteError?.field && quoteError.field !== 'couponCode')
    shownErrors[quoteError.field] = quoteError.message;

  const subtotalCents = priceable ? unitCents * quantity : null;
  const totalCents = plain ? link.amountCents : (quote.current?.totalCents ?? null);
  const order: CheckoutOrder | null =
    priceable && totalCents !== null
      ? {
          keys: {
            ...priceKeys,
            ...(customFields.length > 0 ? { fields: answers } : {}),
          },
          totalCents,
          installments: plain ? link.installments : (quote.current?.installments ?? []),
          refused: (err) => {
            const field = refusedOrderField(err);
            if (!field || !(err instanceof Error)) return false;
            if (field === 'couponCode') setCouponCode(null);
            setErrors((e) => ({ ...e, [field]: err.message }));
            onBack();
            return true;
          },
        }
      : null;

  return {
    link,
    quantityText,
    quantity,
    unitCents,
    amountText,
    couponCode,
    /** The coupon the server priced: its discount is in the total. */
    couponApplied: couponCode !== null && Boolean(quote.current?.coupon),
    answers,
    errors: shownErrors,
    subtotalCents,
    /** The server's figures for the current choice (or the last ones, while `updating`). */
    quote: plain ? null : quote.shown,
    updating: !plain && priceable && quote.updating,
    /** Why the price could not be had, when it was not one of the order's own fields. */
    quoteFailure: quoteError && !quoteError.field ? quoteError.message : null,
    order,
    setQuantity: (text: string) => {
      clear('quantity');
      setQuantityText(text);
    },
    /**
     * '−' / '+': from the latest quantity, not the one this render saw, so two quick taps count
     * twice (the e2e flow's double tap bought 2, not 3).
     */
    stepQuantity: (delta: number) => {
      clear('quantity');
      setQuantityText((text) => {
        const min = q?.min ?? 1;
        const max = q?.max ?? min;
        return String(Math.min(max, Math.max(min, (wholeNumber(text) ?? min) + delta)));
      });
    },
    setAmount: (text: string) => {
      clear('amount');
      setAmountText(text);
    },
    setAnswer: (key: string, value: string) => {
      clear(`fields.${key}`);
      setAnswers((a) => ({ ...a, [key]: value }));
    },
    applyCoupon: (code: string) => {
      clear('couponCode');
      const trimmed = code.trim().toUpperCase();
      if (trimmed) setCouponCode(trimmed);
      else setErrors((e) => ({ ...e, couponCode: CHECKOUT_MESSAGES.couponInvalid }));
    },
    removeCoupon: () => {
      clear('couponCode');
      setCouponCode(null);
    },
    /**
     * Before a method is chosen (a PIX code is made at once): the fields answered as the server
     * requires, and the price settled. Shows what is missing; returns the first field to fix.
     */
    check: (): { ok: true } | { ok: false; first: string | null } => {
      const checked = checkFieldAnswers(customFields, answers);
      if (!checked.ok) {
        const fieldErrors = Object.fromEntries(
          Object.entries(checked.errors).map(([key, message]) => [`fields.${key}`, message]),
        );
        setErrors((e) => ({ ...e, ...fieldErrors }));
      }
      const wrong = [
        ...Object.keys(shownErrors).filter((k) => k !== 'couponCode'),
        ...(checked.ok ? [] : Object.keys(checked.errors).map((k) => `fields.${k}`)),
      ];
      if (wrong.length > 0) return { ok: false, first: wrong[0] ?? null };
      return order ? { ok: true } : { ok: false, first: null };
    },
  };
}
export type OrderDraft = ReturnType<typeof useOrderDraft>;
