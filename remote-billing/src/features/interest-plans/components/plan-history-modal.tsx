import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { AuditEntry, InterestPlanItem } from '@pagora/shared/contracts';
import { EmptyState, ErrorState, Modal, Spinner } from '@pagora/shared/ui';
import { usePlanHistory } from '../api/interest-plans';
import styles from './interest-plans.module.css';

const ACTIONS: Record<AuditEntry['acao'], string> = {
  criado: 'Criado',
  alterado: 'Alterado',
  removido: 'Removido',
  em_uso: 'Escolhido para os links',
};

const FIELD_LABELS: Record<string, string> = {
  nome: 'Nome',
  description: 'Descrição',
  status: 'Status',
  id_zoop: 'ID na Zoop (suporte)',
  plano_em_uso: 'Plano em uso',
};

const shown = (value: AuditEntry['mudancas'][number]['antes'], campo: string) => {
  if (value === null || value === '') return '—';
  // Installment rates ('3x') are percents a year.
  return /^\d+x$/.test(campo) ? `${String(value).replace('.', ',')}% a.a.` : String(value);
};

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className={styles.historyItem}>
      <strong>{ACTIONS[entry.acao]}</strong>
      {` por ${entry.autor.nome || 'usuário removido'} em ${formatDateTime(entry.data)}`}
      {entry.links_afetados > 0 ? ` · ${entry.links_afetados} link(s) aberto(s) afetado(s)` : null}
      {entry.acao === 'alterado' ? (
        <ul className={styles.changes}>
          {entry.mudancas.map((m) => (
            <li
              key={m.campo}
            >{`${FIELD_LABELS[m.campo] ?? m.campo}: ${shown(m.antes, m.campo)} → ${shown(m.depois, m.campo)}`}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** 'Histórico de alterações' of one plan: who changed what, when, and the links it touched. */
export function PlanHistoryModal({ plan, onClose }: { plan: InterestPlanItem; onClose: () => void }) {
  const history = usePlanHistory(plan.id);
  const entries = history.data?.dados ?? [];
  return (
    <Modal open title={`Histórico de alterações — ${plan.nome}`} onClose={onClose}>
      {history.isPending ? <Spinner centered label="Carregando histórico..." /> : null}
      {history.isError ? (
        <ErrorState
          message={messageOf(history.error, 'Erro ao buscar dados')}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.isSuccess && entries.length === 0 ? (
        <EmptyState
          title="Nenhuma alteração registrada"
          description="Planos anteriores ao histórico não têm registros."
        />
      ) : null}
      {entries.length > 0 ? (
        <ol className={styles.history} aria-label="Alterações">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ol>
      ) : null}
    </Modal>
  );
}
