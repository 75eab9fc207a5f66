import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  createWebhookEndpointSchema,
  type WebhookEventType,
} from '@pagora/shared/contracts';
import { Alert, FormModal, Input } from '@pagora/shared/ui';
import { useCreateWebhookEndpoint } from '../api/webhooks';
import styles from './developers.module.css';

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
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWebhookEndpoint();
  const toggle = (type: WebhookEventType) =>
    setEvents((e) => (e.includes(type) ? e.filter((x) => x !== type) : [...e, type]));
  const close = () => {
    setUrl('');
    setDescription('');
    setEvents([]);
    setError(null);
    onClose();
  };
  const submit = () => {
    const body = { url, events, description };
    const parsed = createWebhookEndpointSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
    setError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        close();
        onCreated(answer.secret);
      },
      onError: (err) => setError(messageOf(err, 'Erro ao criar o endpoint.')),
    });
  };
  return (
    <FormModal
      open={open}
      title="Adicionar endpoint"
      onClose={close}
      onSubmit={submit}
      submitLabel="Adicionar"
      busyLabel="Adicionando..."
      busy={create.isPending}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Input
        label="URL"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://sualoja.com.br/webhooks/pagora"
      />
      <Input label="Descrição" value={description} onChange={(e) => setDescription(e.target.value)} />
      <fieldset className={styles.checks}>
        <legend>Eventos</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
            {WEBHOOK_EVENT_LABELS[type]} <span className={styles.code}>{type}</span>
          </label>
        ))}
      </fieldset>
    </FormModal>
  );
}
