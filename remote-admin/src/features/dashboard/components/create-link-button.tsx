import { Link } from 'react-router-dom';
import { paths, useCan } from '@pagora/shared/client';
import styles from './dashboard.module.css';

/**
 * 'Criar Link de Pagamento', shortened to 'Novo Link' below 1024 px by CSS alone. Creating a link
 * asks the team permission 'sell' (issue 39): a role without it is not offered the button.
 */
export function CreateLinkButton() {
  const canSell = useCan('sell');
  if (!canSell) return null;
  return (
    <Link className={styles.createLink} to={paths.createPaymentLink.getHref()}>
      <span className={styles.longLabel}>Criar Link de Pagamento</span>
      <span className={styles.shortLabel}>Novo Link</span>
    </Link>
  );
}
