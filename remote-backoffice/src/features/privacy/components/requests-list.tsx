import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, maskCpfCnpj } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { PRIVACY_REQUEST_KIND_LABELS, type PrivacyRequest } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, StatusBadge, notify, type DataColumn } from '@pagora/shared/ui';
import { completeRequest } from '../api/complete-request';
import { usePrivacyRequests } from '../api/list-requests';
import { privacyKeys } from '../api/query-keys';
import { deadlineOf } from './request-deadline';

const LOAD_FAILED = 'Não foi possível carregar os pedidos. Tente novamente.';
const COMPLETE_FAILED = 'Não foi possível marcar o pedido como atendido.';
const ORIGINS = { pagador: 'Pagador', equipe: 'Equipe' } as const;

const subjectOf = (r: PrivacyRequest) => (r.documento ? maskCpfCnpj(r.documento) : (r.email ?? '—'));

interface Props {
  /** Opens the request's person in 'Buscar titular', to export or anonymize for it. */
  onOpen: (r: PrivacyRequest) => void;
}

/** 'Pedidos dos titulares': what payers asked and what the team did, open ones first. */
export function RequestsList({ onOpen }: Props) {
  const requests = usePrivacyRequests();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const complete = async (r: PrivacyRequest) => {
    setBusy(r.id);
    try {
      notify.success((await completeRequest(r.id)).message);
      await client.invalidateQueries({ queryKey: privacyKeys.requests() });
    } catch (error) {
      notify.error(messageOf(error, COMPLETE_FAILED));
    } finally {
      setBusy(null);
    }
  };
  const actions = (r: PrivacyRequest) => (
    <>
      <Button variant="secondary" onClick={() => onOpen(r)}>
        Ver dados
      </Button>
      {r.status === 'aberto' ? (
        <Button variant="secondary" onClick={() => void complete(r)} loading={busy === r.id}>
          Marcar como atendido
        </Button>
      ) : null}
    </>
  );
  const badge = (r: PrivacyRequest) => <StatusBadge {...deadlineOf(r)} />;
  const columns: DataColumn<PrivacyRequest>[] = [
    { key: 'tipo', header: 'Pedido', render: (r) => PRIVACY_REQUEST_KIND_LABELS[r.tipo] },
    { key: 'titular', header: 'Titular', render: subjectOf },
    { key: 'origem', header: 'Origem', render: (r) => ORIGINS[r.origem] },
    { key: 'data', header: 'Solicitado em', render: (r) => formatDate(r.solicitadoEm) },
    { key: 'prazo', header: 'Prazo', render: badge },
    { key: 'acoes', header: 'Ações', render: actions },
  ];
  return (
    <DataList
      caption="Pedidos dos titulares"
      items={requests.data?.data ?? []}
      columns={columns}
      getKey={(r) => r.id}
      loading={requests.isPending}
      loadingText="Carregando pedidos"
      error={requests.isError ? messageOf(requests.error, LOAD_FAILED) : null}
      onRetry={() => void requests.refetch()}
      empty={{
        title: 'Nenhum pedido de titular',
        description: 'Os pedidos feitos pelos pagadores aparecem aqui.',
      }}
      renderCard={(r) => (
        <DataCard
          title={PRIVACY_REQUEST_KIND_LABELS[r.tipo]}
          subtitle={subjectOf(r)}
          badge={badge(r)}
          fields={[
            { label: 'Origem', value: ORIGINS[r.origem] },
            { label: 'Solicitado em', value: formatDate(r.solicitadoEm) },
          ]}
          actions={actions(r)}
        />
      )}
    />
  );
}
