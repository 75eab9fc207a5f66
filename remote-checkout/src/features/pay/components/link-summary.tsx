import { formatBRL } from '@pagora/shared/lite';
import type { PayerLink } from '../api/get-payment-link';
import styles from './pay.module.css';

/** The marketplace's brand, what is being paid and to whom it was addressed. */
export function LinkSummary({ link }: { link: PayerLink }) {
  const { marketplace } = link;
  const logo = marketplace.branding.logo;
  return (
    <header className={styles.summary}>
      <div className={styles.brand}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={marketplace.nome} />
        ) : (
          <span className={styles.brandName}>{marketplace.nome}</span>
        )}
        <span className={styles.seller}>Vendido por {link.seller.nome}</span>
      </div>
      <h1 className={styles.title}>{link.description || 'Pagamento'}</h1>
      <p className={styles.amount} aria-label={`Valor: ${formatBRL(link.amountCents)}`}>
        {formatBRL(link.amountCents)}
      </p>
      {link.customerEmail ? (
        <p className={styles.muted}>
          Para: <strong>{link.customerEmail}</strong>
        </p>
      ) : null}
    </header>
  );
}
