import type { ReactNode } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Button, DataList, RefreshButton, type DataListProps, type ListQuery } from '@pagora/shared/ui';
import styles from './developers.module.css';

/** The UI kit's list query, for a list that comes whole (no `total`, no pages). */
type PanelQuery<T> = Omit<ListQuery<T>, 'data'> & { data: { dados: readonly T[] } | undefined };

type Rows<T> = Omit<DataListProps<T>, 'items' | 'loading' | 'error' | 'onRetry' | 'pagination'>;

export type ListPanelProps<T> = Rows<T> & {
  /** The heading's id, naming the section ('chaves-titulo'). */
  id: string;
  title: string;
  query: PanelQuery<T>;
  refreshLabel: string;
  /** The bar's button ('Criar chave'); hidden on a read-only screen. */
  action: { label: string; onClick: () => void } | null;
  /** The list's own failure text when the server gives none. */
  errorText: string;
  /** The panel's dialogs. */
  children?: ReactNode;
};

/** A 'Desenvolvedores' panel: a title bar with reload and the panel's action, then its list. */
export function ListPanel<T>({
  id,
  title,
  query,
  refreshLabel,
  action,
  errorText,
  children,
  ...rows
}: ListPanelProps<T>) {
  const reload = () => void query.refetch();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.bar}>
        <h2 id={id}>{title}</h2>
        <div className={styles.actions}>
          <RefreshButton label={refreshLabel} busy={query.isFetching} onClick={reload} />
          {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
        </div>
      </div>
      <DataList
        {...rows}
        items={query.data?.dados ?? []}
        loading={query.isPending}
        error={query.isError ? messageOf(query.error, errorText) : null}
        onRetry={reload}
      />
      {children}
    </section>
  );
}
