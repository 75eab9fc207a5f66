import { formatDateTime, TEAM_ROLE_LABELS } from '@pagora/shared';
import type { ActivityEntry } from '@pagora/shared/contracts';
import { DataCard, type DataColumn } from '@pagora/shared/ui';
import styles from './activity.module.css';

function Who({ e }: { e: ActivityEntry }) {
  return (
    <span title={`${e.actor.nome} (${e.actor.email})`}>
      {e.actor.nome}
      <span className={styles.muted}>{e.actor.email}</span>
    </span>
  );
}

/** Quando, Quem, Papel, O que, Endereço: read-only, no action on any row. */
export const ACTIVITY_COLUMNS: DataColumn<ActivityEntry>[] = [
  { key: 'quando', header: 'Quando', render: (e) => formatDateTime(e.at), className: styles.cell },
  { key: 'quem', header: 'Quem', render: (e) => <Who e={e} />, className: styles.cell },
  { key: 'papel', header: 'Papel', render: (e) => TEAM_ROLE_LABELS[e.teamRole], className: styles.cell },
  {
    key: 'oque',
    header: 'O que',
    render: (e) => <span title={e.action}>{e.action}</span>,
    className: styles.cell,
  },
  { key: 'endereco', header: 'Endereço', render: (e) => e.ip, className: styles.cell },
];

export function ActivityCard({ e }: { e: ActivityEntry }) {
  return (
    <DataCard
      title={e.action}
      subtitle={formatDateTime(e.at)}
      fields={[
        { label: 'Quem', value: `${e.actor.nome} (${e.actor.email})` },
        { label: 'Papel', value: TEAM_ROLE_LABELS[e.teamRole] },
        { label: 'Endereço', value: e.ip },
      ]}
    />
  );
}
