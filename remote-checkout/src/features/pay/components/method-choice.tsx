import type { PayerLink } from '../api/get-payment-link';
import { useHydrated } from '@pagora/shared/frame';
import type { PayMethod } from '../methods/pay-method';
import { payMethodsOf } from '../methods/registry';
import styles from './pay.module.css';

/** Step 1: only the methods this link accepts. */
export function MethodChoice({ link, onChoose }: { link: PayerLink; onChoose: (method: PayMethod) => void }) {
  const methods = payMethodsOf(link);
  // Server-rendered: the buttons work once the scripts have hydrated the page. On a slow network
  // that is seconds after the amount paints, so the page says they are coming (issue 41).
  const hydrated = useHydrated();
  return (
    <section className={styles.step} aria-labelledby="method-title" aria-busy={!hydrated}>
      <h2 id="method-title" className={styles.stepTitle}>
        Escolha a forma de pagamento
      </h2>
      {hydrated ? null : <p className={styles.muted}>Carregando formas de pagamento…</p>}
      <div className={styles.methods}>
        {methods.map((method) => (
          <button
            key={method.id}
            type="button"
            className={styles.method}
            disabled={!hydrated}
            onClick={() => onChoose(method)}
          >
            <span className={styles.methodLabel}>{method.label}</span>
            <span className={styles.methodHint} aria-hidden="true">
              {method.hint}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
