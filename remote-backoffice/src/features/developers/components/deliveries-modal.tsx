import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookEndpointView,
} from '@pagora/shared/contracts';
import {
  Button,
  DataCard,
  DataList,
  Modal,
  StatusBadge,
  notify,
  type DataColumn,
  type Tone,
} from '@pagora/shared/ui';
import { useDeliveries, useDeliveryActions } from '../api/webhooks';
import styles from './developers.module.css';
import { RetryFailedForm } from './retry-failed-form';

const TONES: Record<DeliveryStatus, Tone> = { pendente: 'warning', entregue: 'success', falhou: 'danger' };

function Tries({ d }: { d: WebhookDelivery }) {
  return (
    <ul className={styles.tries}>
      {d.tries.map((t) => (
        <li key={t.at}>
          {formatDateTime(t.at)} · {t.statusCode ?? 'sem resposta'} · {t.durationMs} ms
          {t.response ? ` · ${t.response.slice(0, 120)}` : ''}
        </li>
      ))}
    </ul>
  );
}

const status = (d: WebhookDelivery) => (
  <StatusBadge tone={TONES[d.status]} label={DELIVERY_STATUS_LABELS[d.status]} />
);

/** The delivery log of one endpoint, with 'Reenviar' per delivery and the bulk and test actions. */
export function DeliveriesModal({
  endpoint,
  readOnly,
  onClose,
}: {
  endpoint: WebhookEndpointView | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const log = useDeliveries(endpoint?.id ?? null);
  const actions = useDeliveryActions(endpoint?.id ?? '');
  const done = (fallback: string) => ({
    onSuccess: (answer: { message: string }) => notify.success(answer.message),
    onError: (err: unknown) => notify.error(messageOf(err, fallback)),
  });
  // A delivery still in the queue is being sent: the API refuses to send it again (409).
  const canResend = (d: WebhookDelivery) => !readOnly && d.status !== 'pendente';
  const resend = (d: WebhookDelivery) => (
    <Button
      variant="secondary"
      onClick={() => actions.retry.mutate(d.id, done('Erro ao reenviar.'))}
      loading={actions.retry.isPending && actions.retry.variables === d.id}
      aria-label={`Reenviar ${d.type} de ${formatDateTime(d.createdAt)}`}
    >
      Reenviar
    </Button>
  );
  // Three columns in the modal's 36rem (issue 41: five pushed 'Reenviar' off a 1366 px screen): the
  // event is never broken inside its name, its date and tries go under it and wrap anywhere.
  const columns: DataColumn<WebhookDelivery>[] = [
    {
      key: 'evento',
      header: 'Evento',
      render: (d) => (
        <div className={styles.delivery}>
          <span className={styles.eventName} title={d.type}>
            {d.type}
          </span>
          <span className={styles.muted}>{formatDateTime(d.createdAt)}</span>
          <Tries d={d} />
        </div>
      ),
    },
    { key: 'status', header: 'Status', render: status },
    { key: 'acoes', header: 'Ações', render: (d) => (canResend(d) ? resend(d) : null) },
  ];
  return (
    <Modal open={endpoint !== null} title={`Entregas: ${endpoint?.url ?? ''}`} onClose={onClose}>
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => actions.test.mutate(undefined, done('Erro ao enviar o teste.'))}
          >
            Enviar evento de teste
          </Button>
          <RetryFailedForm
            busy={actions.retryFailed.isPending}
            onRetry={(since) => actions.retryFailed.mutate(since, done('Erro ao reenviar.'))}
          />
          <Button variant="ghost" onClick={() => void log.refetch()}>
            Atualizar
          </Button>
        </div>
      )}
      <DataList
        items={log.data?.dados ?? []}
        columns={columns}
        getKey={(d) => d.id}
        renderCard={(d) => (
          <DataCard
            title={d.type}
            subtitle={formatDateTime(d.createdAt)}
            fields={[
              { label: 'Status', value: status(d) },
              { label: 'Tentativas', value: <Tries d={d} /> },
            ]}
            actions={canResend(d) ? resend(d) : null}
          />
        )}
        caption="Entregas do endpoint"
        loading={log.isPending}
        loadingText="Carregando entregas"
        error={log.isError ? messageOf(log.error, 'Erro ao carregar as entregas.') : null}
        onRetry={() => void log.refetch()}
        empty={{
          title: 'Nenhuma entrega ainda',
          description: 'Os eventos enviados a este endpoint aparecerão aqui.',
        }}
      />
    </Modal>
  );
}
