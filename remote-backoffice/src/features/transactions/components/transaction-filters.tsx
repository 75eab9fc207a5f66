import { Button, SelectFilter, type SelectOption } from '@pagora/shared/ui';
import type { Audience, ListFilters } from '../hooks/use-transaction-list-state';
import styles from './transactions.module.css';
import { METHOD_OPTIONS, PERIOD_OPTIONS, SORT_LABELS, STATUS_OPTIONS } from './filter-options';

export const LATE_FILTER_LABEL = 'Pagos após expiração';

export interface TransactionFiltersProps {
  filters: ListFilters;
  onFilter: <K extends keyof ListFilters & string>(key: K, value: string) => void;
  audience: Audience;
  marketplaceOptions: readonly SelectOption[];
  sellerOptions: readonly SelectOption[];
}

/** Status, method, period, the date order and, by role, the late-PIX queue and the tenant filters. */
export function TransactionFilters({
  filters,
  onFilter,
  audience,
  marketplaceOptions,
  sellerOptions,
}: TransactionFiltersProps) {
  const ascending = filters.sort === 'asc';
  return (
    <>
      <SelectFilter
        label="Status"
        hideLabel
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(v) => onFilter('status', v)}
      />
      <SelectFilter
        label="Método de pagamento"
        hideLabel
        value={filters.method}
        options={METHOD_OPTIONS}
        onChange={(v) => onFilter('method', v)}
      />
      <SelectFilter
        label="Período"
        hideLabel
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(v) => onFilter('period', v)}
      />
      {audience.isAdmin ? (
        <>
          <SelectFilter
            label="Marketplace"
            hideLabel
            value={filters.marketplaceId}
            options={marketplaceOptions}
            onChange={(v) => onFilter('marketplaceId', v)}
          />
          <SelectFilter
            label="Vendedor"
            hideLabel
            value={filters.sellerId}
            options={sellerOptions}
            onChange={(v) => onFilter('sellerId', v)}
          />
        </>
      ) : null}
      {/* The label names the order in force; pressing it flips to the other one. */}
      <Button variant="secondary" onClick={() => onFilter('sort', ascending ? 'desc' : 'asc')}>
        {SORT_LABELS[ascending ? 'asc' : 'desc']}
      </Button>
      {audience.isStaff ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={filters.late === 'true'}
            onChange={(e) => onFilter('late', e.target.checked ? 'true' : 'false')}
          />
          {LATE_FILTER_LABEL}
        </label>
      ) : null}
    </>
  );
}
