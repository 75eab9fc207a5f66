import { useEffect, useState } from 'react';
import { Input, SelectFilter, useDebouncedValue } from '@pagora/shared/ui';
import { getOwnSellers, type SellerChoice } from '../api/get-own-sellers';
import styles from './create-payment-link.module.css';

/**
 * A marketplace creates a link for one of its sellers: it searches them by name or e-mail and picks
 * one, instead of typing a seller id. The server still checks the seller is the marketplace's own.
 */
export function SellerPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (sellerId: string) => void;
  error?: string | undefined;
}) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const [found, setFound] = useState<{ sellers: SellerChoice[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getOwnSellers(search).then(
      (result) => {
        if (!live) return;
        setFailed(false);
        setFound(result);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [search]);

  const sellers = found?.sellers ?? [];
  const more = found && found.total > sellers.length ? found.total - sellers.length : 0;
  return (
    <div className={styles.sellerPicker}>
      <Input
        label="Buscar vendedor"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Nome ou email"
        autoComplete="off"
        hint={more ? `Mostrando ${sellers.length} de ${found?.total}: refine a busca.` : undefined}
      />
      <SelectFilter
        label="Vendedor"
        value={value}
        onChange={onChange}
        options={[
          { value: '', label: found ? 'Selecione o vendedor' : 'Carregando vendedores...' },
          ...sellers.map((s) => ({ value: s.id, label: `${s.nome} (${s.email})` })),
        ]}
      />
      {error || failed ? (
        <span className={styles.error} role="alert">
          {error ?? 'Não foi possível carregar seus vendedores.'}
        </span>
      ) : null}
    </div>
  );
}
