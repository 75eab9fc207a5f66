import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@pagora/shared/client';
import { Button, Card } from '@pagora/shared/ui';
import { copyText } from '@pagora/shared/lite';
import { paymentLinkUrl } from '../../../lib/payment-link-url';
import { LINK_COPIED } from './link-created';
import styles from './create-payment-link.module.css';

/**
 * The result panel after a reload: the summary lived in memory and is gone, the link is not (issue
 * 20: the panel vanished and the form came back as if nothing had been created). It says where
 * the link is and keeps its address at hand.
 */
export function LinkCreatedEarlier({ id, onCreateAnother }: { id: string; onCreateAnother: () => void }) {
  const url = paymentLinkUrl(id);
  const copy = async () => {
    if (await copyText(url)) toast.success(LINK_COPIED);
  };
  return (
    <Card>
      <div className={styles.success}>
        <h2 className={styles.successTitle}>Link criado com sucesso!</h2>
        <p>O link já está na sua lista de Links de Pagamento.</p>
        <div className={styles.linkBox}>
          <output className={styles.linkText} aria-label="Link de pagamento">
            {url}
          </output>
          <Button onClick={copy}>Copiar</Button>
        </div>
        <div className={styles.successActions}>
          <Link className={styles.linkButton} to={paths.payments.getHref()}>
            Ver na lista de links
          </Link>
          <Button variant="secondary" onClick={onCreateAnother}>
            Criar novo link
          </Button>
        </div>
      </div>
    </Card>
  );
}
