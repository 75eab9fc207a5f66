import { messageOf } from '@pagora/shared/client';
import { Button, FieldFrame } from '@pagora/shared/ui';
import { useMarketplaceChoices } from '../api/get-marketplaces';
import styles from './fee-table.module.css';

/** The admin picks whose table to see and change. */
export function MarketplacePicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const list = useMarketplaceChoices(true);
  const error = list.isError ? messageOf(list.error, 'Erro ao carregar os marketplaces.') : undefined;
  return (
    <div className={styles.picker}>
      <FieldFrame label="Marketplace" error={error}>
        {(a11y) => (
          <select
            {...a11y}
            className={styles.select}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value || null)}
          >
            <option value="">
              {list.isPending ? 'Carregando marketplaces...' : 'Selecione o marketplace'}
            </option>
            {(list.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.nome}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {error ? (
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
