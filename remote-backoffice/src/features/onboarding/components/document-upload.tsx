import { useId, useState, type ChangeEvent } from 'react';
import { messageOf } from '@pagora/shared/client';
import {
  documentFileError,
  SELLER_DOCUMENT_LABELS,
  type SellerDocumentCategory,
} from '@pagora/shared/contracts';
import { notify } from '@pagora/shared/ui';
import { useUploadDocument } from '../api/onboarding';
import styles from './onboarding.module.css';

export const DOCUMENT_SENT = 'Documento enviado para análise.';

/** One document's file field: checked on choosing (type, size), sent with its progress. */
export function DocumentUpload({ category, sent }: { category: SellerDocumentCategory; sent: boolean }) {
  const label = SELLER_DOCUMENT_LABELS[category];
  const upload = useUploadDocument();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after an error.
    input.value = '';
    if (!file) return;
    const refused = documentFileError(file);
    setError(refused);
    if (refused) return;
    setProgress(0);
    upload.mutate(
      { category, file, onProgress: setProgress },
      {
        onSuccess: () => notify.success(DOCUMENT_SENT),
        onError: (err) => setError(messageOf(err, 'Não foi possível enviar o documento. Tente novamente.')),
      },
    );
  };

  return (
    <div className={styles.upload}>
      <input
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        aria-label={`${sent ? 'Enviar de novo' : 'Enviar'}: ${label}`}
        aria-describedby={error ? errorId : undefined}
        disabled={upload.isPending}
        onChange={choose}
      />
      {upload.isPending ? (
        <progress value={progress} max={100} aria-label={`Enviando ${label}`}>
          {progress}%
        </progress>
      ) : (
        <span className={styles.hint}>JPG, PNG ou PDF, até 5MB.</span>
      )}
      {error ? (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
