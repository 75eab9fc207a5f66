import { Link } from 'react-router-dom';
import { paths } from '@pagora/shared/client';
import styles from './dashboard.module.css';

/** 'Criar Link de Pagamento', shortened to 'Novo Link' below 1024 px by CSS alone. */
export function CreateLinkButton() {
  return (
    <Link className={styles.createLink} to={paths.createPaymentLink.getHref()}>
      <span className={styles.longLabel}>Criar Link de Pagamento</span>
      <span className={styles.shortLabel}>Novo Link</span>
    </Link>
  );
}
