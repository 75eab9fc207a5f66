import { Button, type DataListProps } from '@pagora/shared/ui';
import type { SellerRecord } from '@pagora/shared/contracts';
import styles from '../../../components/list-screen.module.css';

interface SellersEmptyArgs {
  filtered: boolean;
  onClear: () => void;
  /** Absent for a role that may not add sellers (issue 39): the empty states offer no add. */
  onAdd?: () => void;
}

/** The two empty states of spec 001 section 2.1: nothing registered, or nothing matches. */
export function SellersEmpty({
  filtered,
  onClear,
  onAdd,
}: SellersEmptyArgs): DataListProps<SellerRecord>['empty'] {
  if (!filtered)
    return {
      title: 'Nenhum vendedor cadastrado',
      action: onAdd ? <Button onClick={onAdd}>Adicionar Primeiro Vendedor</Button> : undefined,
    };
  return {
    title: 'Nenhum vendedor encontrado',
    action: (
      <div className={styles.emptyActions}>
        <Button variant="secondary" onClick={onClear}>
          Limpar Busca
        </Button>
        {onAdd ? <Button onClick={onAdd}>Adicionar Vendedor</Button> : null}
      </div>
    ),
  };
}
