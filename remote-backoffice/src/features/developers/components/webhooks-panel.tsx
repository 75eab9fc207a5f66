import { useState } from 'react';
import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, DataCard, StatusBadge, notify, type DataColumn } from '@pagora/shared/ui';
import {
  useEnableWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useRollSigningSecret,
  useWebhookEndpoints,
} from '../api/webhooks';
import { CreateEndpointModal } from './create-endpoint-modal';
import { DeliveriesModal } from './deliveries-modal';
import { ListPanel } from './list-panel';
import { SecretDialog } from './secret-dialog';
import styles from './developers.module.css';

type Actions = {
  readOnly: boolean;
  onLog: (e: WebhookEndpointView) => void;
  onRemove: (e: WebhookEndpointView) => void;
  onEnable: (e: WebhookEndpointView) => void;
  onRoll: (e: WebhookEndpointView) => void;
};

/** How long the old signing secret keeps signing beside the new one. */
const ROLL_OVERLAP_HOURS = 24;

function EndpointActions({ e, actions }: { e: WebhookEndpointView; actions: Actions }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => actions.onLog(e)} aria-label={`Ver entregas de ${e.url}`}>
        Entregas
      </Button>
      {actions.readOnly ? null : (
        <>
          {e.disabledAt ? (
            <Button variant="secondary" onClick={() => actions.onEnable(e)}>
              Reativar
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => actions.onRoll(e)}
            aria-label={`Rolar segredo de ${e.url}`}
          >
            Rolar segredo
          </Button>
          <Button variant="danger" onClick={() => actions.onRemove(e)} aria-label={`Remover ${e.url}`}>
            Remover
          </Button>
        </>
      )}
    </div>
  );
}

const events = (e: WebhookEndpointView) => e.events.map((t) => WEBHOOK_EVENT_LABELS[t]).join(', ');
const state = (e: WebhookEndpointView) =>
  e.disabledAt ? (
    <StatusBadge tone="danger" label={`Desativado em ${formatDateTime(e.disabledAt)}`} />
  ) : (
    <StatusBadge tone="success" label="Ativo" />
  );

const columns = (actions: Actions): DataColumn<WebhookEndpointView>[] => [
  {
    key: 'url',
    header: 'URL',
    render: (e) => (
      <>
        <span className={styles.code}>{e.url}</span>
        {e.description ? <span className={styles.muted}>{e.description}</span> : null}
      </>
    ),
  },
  { key: 'eventos', header: 'Eventos', render: events },
  { key: 'status', header: 'Status', render: state },
  { key: 'acoes', header: 'Ações', render: (e) => <EndpointActions e={e} actions={actions} /> },
];

/** 'Webhooks': endpoints (signing secret shown once), their delivery log and replays. */
export function WebhooksPanel({ readOnly }: { readOnly: boolean }) {
  const list = useWebhookEndpoints();
  const remove = useRemoveWebhookEndpoint();
  const enable = useEnableWebhookEndpoint();
  const roll = useRollSigningSecret();
  const [rolling, setRolling] = useState<WebhookEndpointView | null>(null);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<WebhookEndpointView | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointView | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const actions: Actions = {
    readOnly,
    onLog: setViewing,
    onRemove: setRemoving,
    onRoll: setRolling,
    onEnable: (e) =>
      enable.mutate(e.id, {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (err) => notify.error(messageOf(err, 'Erro ao reativar o endpoint.')),
      }),
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        setRemoving(null);
        notify.success(answer.message);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao remover o endpoint.')),
    });

  const confirmRoll = () =>
    rolling &&
    roll.mutate(
      { id: rolling.id, overlapHours: ROLL_OVERLAP_HOURS },
      {
        onSuccess: (answer) => {
          setRolling(null);
          setSecret(answer.secret);
        },
        onError: (err) => notify.error(messageOf(err, 'Erro ao rolar o segredo.')),
      },
    );

  return (
    <ListPanel
      id="webhooks-titulo"
      title="Webhooks"
      query={list}
      refreshLabel="Recarregar endpoints"
      action={readOnly ? null : { label: 'Adicionar endpoint', onClick: () => setCreating(true) }}
      errorText="Erro ao carregar os endpoints."
      columns={columns(actions)}
      getKey={(e) => e.id}
      renderCard={(e) => (
        <DataCard
          title={e.url}
          subtitle={e.description}
          fields={[
            { label: 'Eventos', value: events(e) },
            { label: 'Status', value: state(e) },
          ]}
          actions={<EndpointActions e={e} actions={actions} />}
        />
      )}
      caption="Endpoints de webhook"
      loadingText="Carregando endpoints"
      empty={{
        title: 'Nenhum endpoint cadastrado',
        description: 'Cadastre a URL do seu servidor para receber os eventos de pagamento.',
      }}
    >
      <CreateEndpointModal open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <DeliveriesModal endpoint={viewing} readOnly={readOnly} onClose={() => setViewing(null)} />
      <ConfirmModal
        open={removing !== null}
        title="Remover endpoint"
        message={`Nenhum evento será enviado a ${removing?.url ?? ''}. Continuar?`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmModal
        open={rolling !== null}
        title="Rolar segredo"
        message={`Um novo segredo passa a assinar os eventos; o atual continua assinando junto por ${ROLL_OVERLAP_HOURS} horas.`}
        confirmLabel="Rolar segredo"
        busyLabel="Rolando..."
        busy={roll.isPending}
        onConfirm={() => void confirmRoll()}
        onCancel={() => setRolling(null)}
      />
      <SecretDialog title="Segredo de assinatura" secret={secret} onClose={() => setSecret(null)} />
    </ListPanel>
  );
}
