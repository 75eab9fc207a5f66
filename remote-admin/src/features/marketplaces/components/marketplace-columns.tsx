import type { MarketplaceSummary } from '@pagora/shared/contracts';
import { Button, DataCard, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import styles from '../../../components/list-screen.module.css';

export interface MarketplaceActions {
  onSellers: (marketplace: MarketplaceSummary) => void;
  onEdit: (marketplace: MarketplaceSummary) => void;
  onDelete: (marketplace: MarketplaceSummary) => void;
  /** Edit and delete ask the team permission 'manage' (issue 39); reading its sellers does not. */
  canManage: boolean;
}

function ActionButtons({
  marketplace,
  onSellers,
  onEdit,
  onDelete,
  canManage,
}: MarketplaceActions & { marketplace: MarketplaceSummary }) {
  const name = marketplace.cliente.nome;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => onSellers(marketplace)} aria-label={`Vendedores de ${name}`}>
        Vendedores
      </Button>
      {canManage ? (
        <>
          <Button variant="secondary" onClick={() => onEdit(marketplace)} aria-label={`Editar ${name}`}>
            Editar
          </Button>
          <Button variant="danger" onClick={() => onDelete(marketplace)} aria-label={`Excluir ${name}`}>
            Excluir
          </Button>
        </>
      ) : null}
    </div>
  );
}

const statusBadge = (m: MarketplaceSummary) =>
  m.cliente.status === 'ativo' ? (
    <StatusBadge tone="success" label="Ativo" />
  ) : (
    <StatusBadge tone="neutral" label="Inativo" />
  );

/** Spec 001 section 2.3: Nome, ID referência do documento, Email, Vendedores, Ações. */
export function marketplaceColumns(actions: MarketplaceActions): DataColumn<MarketplaceSummary>[] {
  return [
    {
      key: 'nome',
      header: 'Nome',
      render: (m) => (
        <>
          <strong>{m.cliente.nome}</strong> {statusBadge(m)}
        </>
      ),
    },
    { key: 'id', header: 'ID referência do documento', render: (m) => m.id },
    { key: 'email', header: 'Email', render: (m) => m.cliente.email },
    { key: 'vendedores', header: 'Vendedores', render: (m) => m.quantidade_vendedores },
    { key: 'acoes', header: 'Ações', render: (m) => <ActionButtons marketplace={m} {...actions} /> },
  ];
}

/** One marketplace on screens narrower than 1024 px. */
export function marketplaceCard(marketplace: MarketplaceSummary, actions: MarketplaceActions) {
  return (
    <DataCard
      title={marketplace.cliente.nome}
      subtitle={marketplace.cliente.email}
      badge={statusBadge(marketplace)}
      fields={[
        { label: 'ID referência do documento', value: marketplace.id },
        { label: 'Vendedores', value: marketplace.quantidade_vendedores },
      ]}
      actions={<ActionButtons marketplace={marketplace} {...actions} />}
    />
  );
}
