import { useState } from 'react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeySchema,
  type ApiKeyScope,
} from '@pagora/shared/contracts';
import { Input } from '@pagora/shared/ui';
import { useCreateApiKey } from '../api/keys';
import { CheckList } from './check-list';
import { CreateSecretModal } from './create-secret-modal';

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
  const create = useCreateApiKey();
  const reset = () => {
    setName('');
    setScopes([]);
    setExpiry('');
  };
  return (
    <CreateSecretModal
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      title="Criar chave de API"
      submitLabel="Criar chave"
      busyLabel="Criando..."
      create={create}
      schema={createApiKeySchema}
      body={() => ({ name, scopes, expiresAt: expiry ? `${expiry}T23:59:59-03:00` : null })}
      reset={reset}
      errorText="Erro ao criar a chave."
    >
      <Input label="Nome" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
      <CheckList
        legend="Permissões"
        options={API_KEY_SCOPES}
        labels={API_KEY_SCOPE_LABELS}
        value={scopes}
        onChange={setScopes}
      />
      <Input
        label="Validade (opcional)"
        type="date"
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
        hint="Sem data, a chave vale até ser revogada."
      />
    </CreateSecretModal>
  );
}
