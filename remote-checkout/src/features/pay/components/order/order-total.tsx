import { formatBRL } from '@pagora/shared/lite';
import type { OrderDraft } from '../../hooks/use-order-draft';
import styles from './order.module.css';

/** What the payer is about to pay: the quantity, the coupon's discount and the total. */
export function OrderTotal({ draft }: { draft: OrderDraft }) {
  const { quote, updating, subtotalCents, quantity, unitCents, link } = draft;
  const total = quote?.totalCents ?? subtotalCents;
  return (
    <div className={styles.total}>
      {link.checkout.pricing === 'quantidade' && quantity !== null && unitCents !== null ? (
        <p className={styles.line}>
          <span>{`${quantity} × ${formatBRL(unitCents)}`}</span>
          {quote && quote.discountCents > 0 ? <span>{formatBRL(quote.subtotalCents)}</span> : null}
        </p>
      ) : null}
      {quote?.coupon && quote.discountCents > 0 ? (
        <p className={styles.line}>
          <span>{`Desconto (${quote.coupon.code}) − ${formatBRL(quote.discountCents)}`}</span>
        </p>
      ) : null}
      <p className={styles.totalLine}>
        <span>Total</span>
        <strong>{total === null ? '—' : formatBRL(total)}</strong>
      </p>
      <p className={styles.updating} role="status" aria-live="polite">
        {updating ? 'Atualizando valor…' : (draft.quoteFailure ?? '')}
      </p>
    </div>
  );
}
