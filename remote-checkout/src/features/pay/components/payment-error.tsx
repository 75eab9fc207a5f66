import { Card } from '@pagora/shared/ui/core';
import { paths } from '@pagora/shared/lite';
import own from './payment-error.module.css';
import styles from './pay.module.css';

/**
 * What the payer can do next, by the answer (issue 41): a link that does not exist or no longer
 * takes payments cannot be fixed by loading it again, so the page says who can help (the person
 * who sent it) and offers no link back to itself; only a read that failed (no answer, a 5xx) is
 * worth a new try. The payer view names neither seller nor contact for such a link: none is shown.
 */
function nextStep(code: number | null): string | null {
  if (code === 410)
    return 'Este link não aceita mais pagamentos. Se você ainda precisa pagar, peça um novo link a quem o enviou.';
  if (code !== null && code < 500)
    return 'Confira se o endereço está completo, como foi enviado. Se o problema continuar, peça um novo link a quem o enviou.';
  return null;
}

/** A missing, invalid or inactive link (or a failed read), in Pagora's colour: no brand is known. */
export function PaymentError({
  message,
  code,
  linkId,
}: {
  message: string;
  code: number | null;
  linkId: string;
}) {
  const step = nextStep(code);
  return (
    <main className={styles.page}>
      <Card>
        <div className={own.errorBox} role="alert">
          <span className={own.errorIcon} aria-hidden="true">
            !
          </span>
          <h1 className={styles.title}>Erro no Pagamento</h1>
          <p className={styles.muted}>{message}</p>
          {step ? <p className={styles.muted}>{step}</p> : null}
        </div>
        {step ? null : (
          <a className={own.linkButton} href={paths.pay.getHref(linkId)}>
            Tentar novamente
          </a>
        )}
      </Card>
    </main>
  );
}
