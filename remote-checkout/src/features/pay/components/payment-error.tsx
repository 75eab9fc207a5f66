import { Card } from '@pagora/shared/ui/core';
import { paths } from '@pagora/shared/lite';
import styles from './pay.module.css';

/** A missing, invalid or inactive link: the API's message and a way home. */
export function PaymentError({ message }: { message: string }) {
  return (
    <main className={styles.page}>
      <Card>
        <div className={styles.errorBox} role="alert">
          <span className={styles.errorIcon} aria-hidden="true">
            !
          </span>
          <h1 className={styles.title}>Erro no Pagamento</h1>
          <p className={styles.muted}>{message}</p>
        </div>
        {/* A full page load: the standalone checkout has no route for the home page. */}
        <a className={styles.linkButton} href={paths.root.getHref()}>
          Voltar ao início
        </a>
      </Card>
    </main>
  );
}
