import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeySchema,
  type ApiKeyScope,
} from '@pagora/shared/contracts';
import { Input } from '@pagora/shared/ui';
import { useCreateApiKey } from '../api/keys';
import { CheckList } from './check-list';
import { CreateSecretModal, type CreatesSecret } from './create-secret-modal';

const EMPTY = { name: '', scopes: [] as ApiKeyScope[], expiry: '' };

/** 'Criar chave': name, scopes, optional expiry (end of that day, São Paulo time is close enough). */
export function CreateKeyModal(props: CreatesSecret) {
  const create = useCreateApiKey();
  return (
    <CreateSecretModal
      {...props}
      title="Criar chave de API"
      submitLabel="Criar chave"
      busyLabel="Criando..."
      create={create}
      schema={createApiKeySchema}
      empty={EMPTY}
      body={({ name, scopes, expiry }) => ({
        name,
        scopes,
        expiresAt: expiry ? `${expiry}T23:59:59-03:00` : null,
      })}
      errorText="Erro ao criar a chave."
    >
      {(form, set) => (
        <>
          <Input
            label="Nome"
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            maxLength={80}
          />
          <CheckList
            legend="Permissões"
            options={API_KEY_SCOPES}
            labels={API_KEY_SCOPE_LABELS}
            value={form.scopes}
            onChange={(scopes) => set({ scopes })}
          />
          <Input
            label="Validade (opcional)"
            type="date"
            value={form.expiry}
            onChange={(e) => set({ expiry: e.target.value })}
            hint="Sem data, a chave vale até ser revogada."
          />
        </>
      )}
    </CreateSecretModal>
  );
}
