import { useId } from 'react';
import type { PaymentFilterOptions } from '../api/get-payment-filters';
import type { PaymentLinkFilters } from '../api/get-payment-links';
import styles from './payment-links.module.css';

export interface AdminFiltersProps {
  options: PaymentFilterOptions;
  value: PaymentLinkFilters;
  onChange: (value: PaymentLinkFilters) => void;
}

/** Marketplace and seller filters (admin); the seller list narrows to the chosen marketplace. */
export function AdminFilters({ options, value, onChange }: AdminFiltersProps) {
  const marketplaceId = useId();
  const sellerId = useId();
  const sellers = value.marketplaceId
    ? options.sellers.filter((s) => s.marketplaceId === value.marketplaceId)
    : options.sellers;
  return (
    <>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={marketplaceId}>
          Marketplace
        </label>
        <select
          id={marketplaceId}
          className={styles.select}
          value={value.marketplaceId ?? ''}
          onChange={(e) => onChange({ marketplaceId: e.target.value || undefined, sellerId: undefined })}
        >
          <option value="">Todos os marketplaces</option>
          {options.marketplaces.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={sellerId}>
          Vendedor
        </label>
        <select
          id={sellerId}
          className={styles.select}
          value={value.sellerId ?? ''}
          onChange={(e) => onChange({ ...value, sellerId: e.target.value || undefined })}
        >
          <option value="">Todos os vendedores</option>
          {sellers.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
