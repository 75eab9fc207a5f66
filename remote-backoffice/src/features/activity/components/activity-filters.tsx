import {
  ACTIVITY_KINDS,
  ACTIVITY_KIND_LABELS,
  type ActivityActor,
  type ActivityKind,
} from '@pagora/shared/contracts';
import { SelectFilter } from '@pagora/shared/ui';
import type { ActivityFilters as Filters } from '../hooks/use-activity-filters';
import styles from './activity.module.css';

const KIND_OPTIONS = [
  { value: '', label: 'Todos os tipos' },
  ...ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] })),
];
const isKind = (v: string): v is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(v);

type Props = {
  filters: Filters;
  actors: readonly ActivityActor[];
  onChange: (patch: Partial<Filters>) => void;
};

/** Período (two Brasília days, both included), Membro (everyone who acted) and Tipo. */
export function ActivityFilters({ filters, actors, onChange }: Props) {
  const actorOptions = [
    { value: '', label: 'Todos os membros' },
    ...actors.map((a) => ({ value: a.id, label: `${a.nome} (${a.email})` })),
  ];
  return (
    <div className={styles.filters}>
      <fieldset className={styles.period}>
        <legend>Período</legend>
        <label>
          De
          <input
            type="date"
            className={styles.field}
            value={filters.from}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </label>
        <label>
          Até
          <input
            type="date"
            className={styles.field}
            value={filters.to}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value })}
          />
        </label>
      </fieldset>
      <SelectFilter
        label="Membro"
        value={filters.actorId}
        options={actorOptions}
        onChange={(v) => onChange({ actorId: v })}
      />
      <SelectFilter
        label="Tipo"
        value={filters.kind}
        options={KIND_OPTIONS}
        onChange={(v) => onChange({ kind: isKind(v) ? v : '' })}
      />
    </div>
  );
}
