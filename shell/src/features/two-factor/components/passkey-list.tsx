import { useState } from 'react';
import type { TwoFactorStatus } from '@pagora/shared/contracts';
import { formatDate } from '@pagora/shared';
import { Alert, Button, Input } from '@pagora/shared/ui/core';
import { removePasskey } from '../api/remove-passkey';
import { browserHasPasskeys, useAddPasskey } from '../hooks/use-add-passkey';
import { ConfirmForm } from './confirm-form';
import styles from './two-factor.module.css';

/** The person's passkeys: each removable with the password; a new one where the browser can. */
export function PasskeyList({
  passkeys,
  onChanged,
  onFirstCodes,
}: {
  passkeys: TwoFactorStatus['passkeys'];
  onChanged: () => void;
  onFirstCodes: (codes: string[]) => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [name, setName] = useState('');
  const { add, busy, error } = useAddPasskey((codes) => {
    setName('');
    if (codes) onFirstCodes(codes);
    else onChanged();
  });

  return (
    <div className={styles.panel}>
      {passkeys.length === 0 ? <p>Nenhuma chave de acesso cadastrada.</p> : null}
      <ul className={styles.list} aria-label="Chaves de acesso">
        {passkeys.map((k) => (
          <li key={k.id}>
            <span>
              {k.name} · criada em {formatDate(k.createdAt)}
              {k.lastUsedAt ? ` · usada em ${formatDate(k.lastUsedAt)}` : ''}
            </span>
            <Button
              type="button"
              variant="ghost"
              onClick={() => setRemoving(k.id)}
              aria-label={`Remover ${k.name}`}
            >
              Remover
            </Button>
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmForm
          askCode={false}
          submitLabel="Remover chave de acesso"
          danger
          onCancel={() => setRemoving(null)}
          onSubmit={async ({ password }) => {
            await removePasskey(removing, password);
            setRemoving(null);
            onChanged();
          }}
        />
      ) : null}
      {browserHasPasskeys() ? (
        <div className={styles.actions}>
          <Input
            label="Nome da chave"
            name="passkeyName"
            placeholder="Ex.: Notebook do trabalho"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            loading={busy}
            onClick={() => void add(name.trim() || 'Chave de acesso')}
          >
            Adicionar chave de acesso
          </Button>
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
