import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  createWebhookEndpointSchema,
  type WebhookEventType,
} from '@pagora/shared/contracts';
import { Input } from '@pagora/shared/ui';
import { useCreateWebhookEndpoint } from '../api/webhooks';
import { CheckList } from './check-list';
import { CreateSecretModal, type CreatesSecret } from './create-secret-modal';

const EMPTY = { url: '', description: '', events: [] as WebhookEventType[] };

/** 'Adicionar endpoint': URL, events, description; the signing secret comes back once. */
export function CreateEndpointModal(props: CreatesSecret) {
  const create = useCreateWebhookEndpoint();
  return (
    <CreateSecretModal
      {...props}
      title="Adicionar endpoint"
      submitLabel="Adicionar"
      busyLabel="Adicionando..."
      create={create}
      schema={createWebhookEndpointSchema}
      empty={EMPTY}
      body={({ url, events, description }) => ({ url, events, description })}
      errorText="Erro ao criar o endpoint."
    >
      {(form, set) => (
        <>
          <Input
            label="URL"
            type="url"
            value={form.url}
            onChange={(e) => set({ url: e.target.value })}
            placeholder="https://sualoja.com.br/webhooks/pagora"
          />
          <Input
            label="Descrição"
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <CheckList
            legend="Eventos"
            options={WEBHOOK_EVENT_TYPES}
            labels={WEBHOOK_EVENT_LABELS}
            value={form.events}
            onChange={(events) => set({ events })}
          />
        </>
      )}
    </CreateSecretModal>
  );
}
