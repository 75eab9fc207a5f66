import { afterPaymentSummary, fieldSummary, pricingSummary } from '../../../lib/checkout-settings';
import type { PaymentLink } from '../api/get-payment-links';
import styles from './payment-links.module.css';

type Priced = Pick<PaymentLink, 'amountCents' | 'checkout'>;

/** 'R$ 10,00', 'R$ 10,00 por unidade' or 'Valor livre de R$ 5,00 a R$ 500,00' (issue 40). */
export function LinkPrice({ link }: { link: Priced }) {
  return <>{pricingSummary(link.amountCents, link.checkout)}</>;
}

/** What the payer is asked and what follows the payment, under the description; nothing when plain. */
export function LinkCheckoutNotes({ link }: { link: Priced }) {
  const { quantity, customFields, afterPayment, allowCoupons } = link.checkout;
  const after = afterPaymentSummary(afterPayment);
  const notes = [
    quantity ? `Quantidade de ${quantity.min} a ${quantity.max} (padrão ${quantity.default})` : null,
    customFields.length > 0 ? `Campos: ${customFields.map(fieldSummary).join('; ')}` : null,
    after,
    allowCoupons ? 'Aceita cupons de desconto' : null,
  ].filter((n): n is string => n !== null);
  if (notes.length === 0) return null;
  return (
    <ul className={styles.checkoutNotes} aria-label="Configurações do checkout" title={notes.join(' · ')}>
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
