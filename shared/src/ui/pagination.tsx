import styles from './ui.module.css';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** How many page buttons at most (the spec shows up to 5). */
  maxButtons?: number;
}

/** The window of page numbers around the current one. */
export function pageWindow(page: number, pageCount: number, maxButtons: number): number[] {
  const size = Math.min(maxButtons, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export function Pagination({ page, pageCount, onChange, maxButtons = 5 }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Paginação">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      {pageWindow(page, pageCount, maxButtons).map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'secondary'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
