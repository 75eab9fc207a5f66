import { messageOf } from '@pagora/shared/client';
import { ErrorState, Modal, Spinner } from '@pagora/shared/ui';
import { useSentMailDetail } from '../api/sent-mail';
import styles from './sent-mail.module.css';

/**
 * The message as its recipient reads it. The HTML runs in a sandboxed frame with no scripts and no
 * access to this page (every value in it was escaped when rendered, this is a second fence).
 */
export function MailPreviewModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useSentMailDetail(id);
  const mail = detail.data?.dados;
  return (
    <Modal open={id !== null} title={mail ? mail.assunto : 'Email'} onClose={onClose}>
      {detail.isPending ? <Spinner label="Carregando email" /> : null}
      {detail.isError ? (
        <ErrorState
          message={messageOf(detail.error, 'Erro ao carregar o email.')}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {mail ? (
        <>
          <p className={styles.muted}>Para: {mail.para}</p>
          <iframe className={styles.preview} title="Mensagem" sandbox="" srcDoc={mail.html} />
        </>
      ) : null}
    </Modal>
  );
}
