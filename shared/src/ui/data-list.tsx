import type { ReactNode } from 'react';
import styles from './data-list.module.css';
import ui from './ui.module.css';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { EmptyState, ErrorState, type EmptyStateProps } from './states';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** On the header and every cell of the column (width, alignment). */
  className?: string;
}

export interface DataListPagination {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export interface DataListProps<T> {
  items: readonly T[];
  columns: readonly DataColumn<T>[];
  getKey: (item: T) => string | number;
  /** One item on screens narrower than 1024 px; `DataCard` gives the usual layout. */
  renderCard: (item: T) => ReactNode;
  /** Accessible name of the table and of the card list ('Vendedores'); not shown. */
  caption?: string;
  /** First load only (TanStack Query's `isPending`); a refetch keeps the rows on screen. */
  loading?: boolean;
  /** e.g. 'Carregando Transações'. */
  loadingText?: string;
  error?: string | null;
  onRetry?: () => void;
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
  /** Up to 5 page buttons with 'Anterior'/'Próxima'; nothing when there is a single page. */
  pagination?: DataListPagination;
}

/** The list of every back-office screen: loading, error, empty, then a table or cards, then pages. */
export function DataList<T>({
  items,
  columns,
  getKey,
  renderCard,
  caption,
  loading = false,
  loadingText = 'Carregando...',
  error,
  onRetry,
  empty,
  pagination,
}: DataListProps<T>) {
  if (loading) return <Spinner centered label={loadingText} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          {caption ? <caption className={ui.srOnly}>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={getKey(item)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} aria-label={caption}>
        {items.map((item) => (
          <li key={getKey(item)} className={styles.cardItem}>
            {renderCard(item)}
          </li>
        ))}
      </ul>
      {pagination ? (
        <Pagination page={pagination.page} pageCount={pagination.pageCount} onChange={pagination.onPage} />
      ) : null}
    </div>
  );
}
