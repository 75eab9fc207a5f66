import { Alert, Button, CopyButton, Modal, notify } from '@pagora/shared/ui';
import styles from './developers.module.css';

/** The one time a secret is readable: the server keeps only its hash (keys) or never shows it again. */
export function SecretDialog({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={secret !== null}
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>Já copiei</Button>}
    >
      <Alert tone="info">Copie agora: este segredo não será mostrado de novo.</Alert>
      <code className={styles.secret} aria-label="Segredo">
        {secret}
      </code>
      <CopyButton
        text={secret ?? ''}
        label="Copiar segredo"
        onCopyFailed={() => notify.error('Não foi possível copiar. Selecione o texto e copie.')}
      />
    </Modal>
  );
}
