import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Button, FieldFrame, Input, useDebouncedValue } from '@pagora/shared/ui';
import { useSellerChoices } from '../lib/seller-choices';
import styles from './seller-picker.module.css';

/**
 * A marketplace picks one of its sellers, the admin any seller (or one of the marketplace it
 * drilled into): searched by name or e-mail, on 'Recebimentos' and 'Extrato'.
 */
export function SellerPicker({
  value,
  onChange,
  marketplaceId = null,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The admin's drill into one marketplace; null: every seller the caller may see. */
  marketplaceId?: string | null;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const sellers = useSellerChoices(q, marketplaceId);
  const choices = sellers.data ?? [];
  const error = sellers.isError ? messageOf(sellers.error, 'Erro ao carregar os vendedores.') : undefined;
  return (
    <div className={styles.picker}>
      <Input
        label="Buscar vendedor"
        placeholder="Nome ou email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <FieldFrame label="Vendedor" error={error}>
        {(a11y) => (
          <select
            {...a11y}
            className={styles.select}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value || null)}
          >
            <option value="">
              {sellers.isPending ? 'Carregando vendedores...' : 'Selecione o vendedor'}
            </option>
            {choices.map((s) => (
              <option key={s.id} value={s.id}>
                {`${s.nome} — ${s.email}`}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {error ? (
        <Button variant="secondary" onClick={() => void sellers.refetch()}>
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
