import { useState } from 'react';
import { Alert, Button, CopyButton } from '@pagora/shared/ui/core';
import styles from './two-factor.module.css';

/**
 * The ten recovery codes, shown this once: copy, download, and a confirmation that they were
 * kept before the panel closes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  const text = codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'pagora-codigos-de-recuperacao.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.panel}>
      <Alert tone="info">
        Guarde estes códigos de recuperação em um lugar seguro. Cada um entra uma única vez, se você perder o
        aplicativo autenticador. Eles não serão mostrados de novo.
      </Alert>
      <ul className={styles.codes} aria-label="Códigos de recuperação">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton text={text} label="Copiar" variant="secondary" />
        <Button type="button" variant="secondary" onClick={download}>
          Baixar
        </Button>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        Guardei meus códigos
      </label>
      <Button type="button" disabled={!kept} onClick={onDone}>
        Concluir
      </Button>
    </div>
  );
}
