import { useRef, type ReactNode } from 'react';
import styles from './toolbar.module.css';
import ui from './ui.module.css';
import { Button } from './button';

export interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** e.g. 'Buscar por nome, email ou ID...' */
  placeholder?: string;
  /** Accessible name of the search box; default 'Buscar'. */
  searchLabel?: string;
  /** SelectFilter elements. */
  filters?: ReactNode;
  /** The count line, e.g. from `countLine(n, 'vendedor(es)', search)`. */
  count?: ReactNode;
}

/** Search box with its clear button, the filters, and the count line above a DataList. */
export function ListToolbar({
  search,
  onSearch,
  placeholder = 'Buscar...',
  searchLabel = 'Buscar',
  filters,
  count,
}: ListToolbarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onSearch('');
    inputRef.current?.focus();
  };
  return (
    <>
      <div className={styles.toolbar} role="search">
        <div className={styles.searchBox}>
          <input
            ref={inputRef}
            type="search"
            className={`${ui.input} ${styles.searchInput}`}
            aria-label={searchLabel}
            placeholder={placeholder}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
          {search ? (
            <Button variant="ghost" className={styles.clear} aria-label="Limpar busca" onClick={clear}>
              ×
            </Button>
          ) : null}
        </div>
        {filters ? <div className={styles.filters}>{filters}</div> : null}
      </div>
      {count ? (
        <p className={styles.count} aria-live="polite">
          {count}
        </p>
      ) : null}
    </>
  );
}

/**
 * The spec's count line: '3 vendedor(es)', plus ' encontrado(s) para "ana"' while searching.
 * `noun` carries its own plural mark, as the screens write it.
 */
export function countLine(count: number, noun: string, search = ''): string {
  const term = search.trim();
  return term ? `${count} ${noun} encontrado(s) para "${term}"` : `${count} ${noun}`;
}
