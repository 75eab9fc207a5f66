import type { PayerLink } from '../api/get-payment-link';
import { useHydrated } from '@pagora/shared/frame';
import styles from './pay.module.css';

export type PayMethod = 'pix' | 'credit_card' | 'bank_slip';
export const PAY_METHODS: readonly PayMethod[] = ['pix', 'credit_card', 'bank_slip'];

const LABELS: Record<PayMethod, { label: string; hint: string }> = {
  pix: { label: 'PIX', hint: 'Aprovação na hora, pelo app do seu banco' },
  credit_card: { label: 'Cartão', hint: 'Crédito, à vista ou parcelado' },
  bank_slip: { label: 'Boleto', hint: 'Pague no banco, app ou lotérica; aprovado em até 1 dia útil' },
};

/** Step 1: only the methods this link accepts. */
export function MethodChoice({ link, onChoose }: { link: PayerLink; onChoose: (method: PayMethod) => void }) {
  const methods = PAY_METHODS.filter((m) => link.paymentMethods.includes(m));
  // Server-rendered: the buttons work once the scripts have hydrated the page.
  const hydrated = useHydrated();
  return (
    <section className={styles.step} aria-labelledby="method-title">
      <h2 id="method-title" className={styles.stepTitle}>
        Escolha a forma de pagamento
      </h2>
      <div className={styles.methods}>
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            className={styles.method}
            disabled={!hydrated}
            onClick={() => onChoose(method)}
          >
            <span className={styles.methodLabel}>{LABELS[method].label}</span>
            <span className={styles.methodHint} aria-hidden="true">
              {LABELS[method].hint}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
