import { Card } from '@pagora/shared/ui/core';
import { paths } from '@pagora/shared/lite';
import own from './payment-error.module.css';
import styles from './pay.module.css';

/**
 * A missing, invalid or inactive link (or a failed read): the API's message, and 'Voltar ao início'
 * back to the start of this link's page, a fresh load. The payer is anonymous: the product's home
 * is the merchants' login, never where a payer is sent.
 */
export function PaymentError({ message, linkId }: { message: string; linkId: string }) {
  return (
    <main className={styles.page}>
      <Card>
        <div className={own.errorBox} role="alert">
          <span className={own.errorIcon} aria-hidden="true">
            !
          </span>
          <h1 className={styles.title}>Erro no Pagamento</h1>
          <p className={styles.muted}>{message}</p>
        </div>
        <a className={own.linkButton} href={paths.pay.getHref(linkId)}>
          Voltar ao início
        </a>
      </Card>
    </main>
  );
}
