import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeySchema,
  type ApiKeyScope,
} from '@pagora/shared/contracts';
import { Alert, FormModal, Input } from '@pagora/shared/ui';
import { useCreateApiKey } from '../api/keys';
import styles from './developers.module.css';

/** 'Criar chave': name, scopes, optional expiry (end of that day, São Paulo time is close enough). */
export function CreateKeyModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const toggle = (scope: ApiKeyScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  const close = () => {
    setName('');
    setScopes([]);
    setExpiry('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const body = { name, scopes, expiresAt: expiry ? `${expiry}T23:59:59-03:00` : null };
    const parsed = createApiKeySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
    setError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        close();
        onCreated(answer.secret);
      },
      onError: (err) => setError(messageOf(err, 'Erro ao criar a chave.')),
    });
  };
  return (
    <FormModal
      open={open}
      title="Criar chave de API"
      onClose={close}
      onSubmit={submit}
      submitLabel="Criar chave"
      busyLabel="Criando..."
      busy={create.isPending}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Input label="Nome" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
      <fieldset className={styles.checks}>
        <legend>Permissões</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className={styles.check}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
            {API_KEY_SCOPE_LABELS[scope]} <span className={styles.code}>{scope}</span>
          </label>
        ))}
      </fieldset>
      <Input
        label="Validade (opcional)"
        type="date"
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
        hint="Sem data, a chave vale até ser revogada."
      />
    </FormModal>
  );
}
