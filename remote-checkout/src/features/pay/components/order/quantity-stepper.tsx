import { useId } from 'react';
import { useHydrated } from '@pagora/shared/frame';
import type { OrderDraft } from '../../hooks/use-order-draft';
import styles from './order.module.css';

/** 'Quantidade': − / the number / +, within the link's minimum and maximum. */
export function QuantityStepper({ draft }: { draft: OrderDraft }) {
  const id = useId();
  // Server-rendered with the page (prerender resolves this chunk): a tap before the scripts
  // hydrate it would be lost, so the buttons wait for them like the method buttons do.
  const hydrated = useHydrated();
  const limits = draft.link.checkout.quantity;
  if (!limits) return null;
  const { quantity } = draft;
  const error = draft.errors.quantity;
  const step = (delta: number) => draft.stepQuantity(delta);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Quantidade
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="Diminuir quantidade"
          disabled={!hydrated || (quantity !== null && quantity <= limits.min)}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          className={styles.stepInput}
          inputMode="numeric"
          value={draft.quantityText}
          onChange={(e) => draft.setQuantity(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label="Aumentar quantidade"
          disabled={!hydrated || (quantity !== null && quantity >= limits.max)}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
