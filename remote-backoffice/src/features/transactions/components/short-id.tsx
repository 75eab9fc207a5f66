import { copyText } from '@pagora/shared/lite';
import { Button, notify } from '@pagora/shared/ui';
import styles from './transactions.module.css';

export const ID_COPIED = 'ID copiado!';
export const ID_COPY_FAILED = 'Não foi possível copiar o ID.';

/** The first 8 characters tell rows apart on screen; support and the API take the whole id. */
export const shortIdOf = (id: string) => id.slice(0, 8);

/**
 * A transaction's id in a row (issue 41: the whole UUID in a 47-px column wrapped a character a
 * line, ~800 px a row): the short form, never wrapping, and a button copying the full id.
 */
export function ShortId({ id }: { id: string }) {
  const copy = async () => {
    if (await copyText(id)) notify.success(ID_COPIED);
    else notify.error(ID_COPY_FAILED);
  };
  return (
    <span className={styles.shortId}>
      <span className={styles.id} title={id}>
        {shortIdOf(id)}
      </span>
      <Button
        variant="ghost"
        className={styles.copyId}
        aria-label={`Copiar ID ${id}`}
        title="Copiar ID completo"
        onClick={() => void copy()}
      >
        <span aria-hidden="true">⧉</span>
      </Button>
    </span>
  );
}
