import { useState } from 'react';
import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { API_KEY_SCOPE_LABELS, type ApiKeyView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, DataCard, StatusBadge, notify, type DataColumn } from '@pagora/shared/ui';
import { useApiKeys, useRevokeApiKey } from '../api/keys';
import { CreateKeyModal } from './create-key-modal';
import { RollKeyModal } from './roll-key-modal';
import { ListPanel } from './list-panel';
import { SecretDialog } from './secret-dialog';
import styles from './developers.module.css';

const isLive = (k: ApiKeyView, now = Date.now()) =>
  !k.revokedAt && (!k.expiresAt || Date.parse(k.expiresAt) > now);

function KeyStatus({ k }: { k: ApiKeyView }) {
  if (k.revokedAt) return <StatusBadge tone="danger" label="Revogada" />;
  if (!isLive(k)) return <StatusBadge tone="neutral" label="Expirada" />;
  if (k.expiresAt) return <StatusBadge tone="warning" label={`Válida até ${formatDateTime(k.expiresAt)}`} />;
  return <StatusBadge tone="success" label="Ativa" />;
}

type Actions = { readOnly: boolean; onRoll: (k: ApiKeyView) => void; onRevoke: (k: ApiKeyView) => void };

function KeyActions({ k, actions }: { k: ApiKeyView; actions: Actions }) {
  if (actions.readOnly || !isLive(k)) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => actions.onRoll(k)} aria-label={`Rolar chave ${k.name}`}>
        Rolar
      </Button>
      <Button variant="danger" onClick={() => actions.onRevoke(k)} aria-label={`Revogar chave ${k.name}`}>
        Revogar
      </Button>
    </div>
  );
}

const scopes = (k: ApiKeyView) => k.scopes.map((s) => API_KEY_SCOPE_LABELS[s]).join(', ');
const lastUsed = (k: ApiKeyView) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Nunca');

const columns = (actions: Actions): DataColumn<ApiKeyView>[] => [
  {
    key: 'nome',
    header: 'Nome',
    render: (k) => (
      <>
        {k.name}
        {actions.readOnly ? <span className={styles.muted}>{k.owner.nome}</span> : null}
      </>
    ),
  },
  { key: 'prefixo', header: 'Prefixo', render: (k) => <span className={styles.code}>{k.prefix}…</span> },
  { key: 'permissoes', header: 'Permissões', render: scopes },
  { key: 'criada', header: 'Criada', render: (k) => formatDateTime(k.createdAt) },
  { key: 'uso', header: 'Último uso', render: lastUsed },
  { key: 'status', header: 'Status', render: (k) => <KeyStatus k={k} /> },
  { key: 'acoes', header: 'Ações', render: (k) => <KeyActions k={k} actions={actions} /> },
];

/** 'Chaves de API': list, create (secret shown once), 'Rolar' with an overlap, 'Revogar'. */
export function KeysPanel({ readOnly }: { readOnly: boolean }) {
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKeyView | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const actions: Actions = { readOnly, onRoll: setRolling, onRevoke: setRevoking };
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => {
        setRevoking(null);
        notify.success(answer.message);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao revogar a chave.')),
    });

  return (
    <ListPanel
      id="chaves-titulo"
      title="Chaves de API"
      query={list}
      refreshLabel="Recarregar chaves"
      action={readOnly ? null : { label: 'Criar chave', onClick: () => setCreating(true) }}
      errorText="Erro ao carregar as chaves."
      columns={columns(actions)}
      getKey={(k) => k.id}
      renderCard={(k) => (
        <DataCard
          title={k.name}
          subtitle={`${k.prefix}…`}
          fields={[
            { label: 'Permissões', value: scopes(k) },
            { label: 'Último uso', value: lastUsed(k) },
            { label: 'Status', value: <KeyStatus k={k} /> },
          ]}
          actions={<KeyActions k={k} actions={actions} />}
        />
      )}
      caption="Chaves de API"
      loadingText="Carregando chaves"
      empty={{
        title: 'Nenhuma chave criada',
        description: 'Crie uma chave para o servidor da sua loja chamar a API /v1.',
      }}
    >
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <RollKeyModal apiKey={rolling} onClose={() => setRolling(null)} onRolled={setSecret} />
      <ConfirmModal
        open={revoking !== null}
        title="Revogar chave"
        message={`A chave ${revoking?.name ?? ''} deixará de funcionar imediatamente. Continuar?`}
        confirmLabel="Revogar"
        busyLabel="Revogando..."
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
      <SecretDialog title="Sua nova chave secreta" secret={secret} onClose={() => setSecret(null)} />
    </ListPanel>
  );
}
