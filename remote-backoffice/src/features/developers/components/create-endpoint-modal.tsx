import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  createWebhookEndpointSchema,
  type WebhookEventType,
} from '@pagora/shared/contracts';
import { Input } from '@pagora/shared/ui';
import { useCreateWebhookEndpoint } from '../api/webhooks';
import { CheckList } from './check-list';
import { CreateSecretModal } from './create-secret-modal';

/** 'Adicionar endpoint': URL, events, description; the signing secret comes back once. */
export function CreateEndpointModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const create = useCreateWebhookEndpoint();
  const reset = () => {
    setUrl('');
    setDescription('');
    setEvents([]);
  };
  return (
    <CreateSecretModal
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      title="Adicionar endpoint"
      submitLabel="Adicionar"
      busyLabel="Adicionando..."
      create={create}
      schema={createWebhookEndpointSchema}
      body={() => ({ url, events, description })}
      reset={reset}
      errorText="Erro ao criar o endpoint."
    >
      <Input
        label="URL"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://sualoja.com.br/webhooks/pagora"
      />
      <Input label="Descrição" value={description} onChange={(e) => setDescription(e.target.value)} />
      <CheckList
        legend="Eventos"
        options={WEBHOOK_EVENT_TYPES}
        labels={WEBHOOK_EVENT_LABELS}
        value={events}
        onChange={setEvents}
      />
    </CreateSecretModal>
  );
}
