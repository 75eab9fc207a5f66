import { Link } from 'react-router-dom';
import { paths } from '@pagora/shared/client';
import { PROVIDER_STATUS_LABELS, type SellerRecord } from '@pagora/shared/contracts';
import { Button, DataCard, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import styles from '../../../components/list-screen.module.css';

export interface SellerActions {
  onEdit: (seller: SellerRecord) => void;
  onDelete: (seller: SellerRecord) => void;
  /** The owner's view links each seller to its report (/sellers/:sellerId, marketplace role only). */
  withReport: boolean;
  /** Edit and delete ask the team permission 'manage' (issue 39): without it they are not offered. */
  canManage: boolean;
}

function ActionButtons({
  seller,
  onEdit,
  onDelete,
  withReport,
  canManage,
}: SellerActions & { seller: SellerRecord }) {
  const name = seller.cliente.nome;
  return (
    <div className={styles.actions}>
      {withReport ? (
        <Link to={paths.seller.getHref(seller.id)} aria-label={`Relatório de ${name}`}>
          Relatório
        </Link>
      ) : null}
      {canManage ? (
        <>
          <Button variant="secondary" onClick={() => onEdit(seller)} aria-label={`Editar ${name}`}>
            Editar
          </Button>
          <Button variant="danger" onClick={() => onDelete(seller)} aria-label={`Excluir ${name}`}>
            Excluir
          </Button>
        </>
      ) : null}
    </div>
  );
}

const zoopId = (seller: SellerRecord) => `ID Zoop #${seller.id_seller}`;

const STATUS_TONE = { pending: 'warning', active: 'success', denied: 'danger' } as const;

/** The seller's review at Zoop: only an 'Ativo' seller can be paid. */
function ProviderStatus({ seller }: { seller: SellerRecord }) {
  if (!seller.provider_status) return null;
  const label = PROVIDER_STATUS_LABELS[seller.provider_status];
  return (
    <span aria-label={`Situação na Zoop: ${label}`}>
      <StatusBadge tone={STATUS_TONE[seller.provider_status]} label={label} />
    </span>
  );
}

/** Operator columns (spec 001 section 2.1). */
export function adminColumns(actions: SellerActions): DataColumn<SellerRecord>[] {
  return [
    {
      key: 'vendedor',
      header: 'Vendedor',
      render: (s) => (
        <>
          <strong>{s.cliente.nome}</strong>
          <span className={styles.muted}>{zoopId(s)}</span>
          <ProviderStatus seller={s} />
        </>
      ),
    },
    { key: 'id', header: 'ID referência do documento', render: (s) => s.id },
    { key: 'email', header: 'Email', render: (s) => s.cliente.email },
    {
      key: 'marketplace',
      header: 'ID Marketplace',
      render: (s) => (
        <>
          {s.marketplaceId}
          <span className={styles.muted}>{s.marketplace.nome}</span>
        </>
      ),
    },
    // The operator's only actions are edit and delete: a role without 'manage' has no column.
    ...(actions.canManage
      ? [
          {
            key: 'acoes',
            header: 'Ações',
            render: (s: SellerRecord) => <ActionButtons seller={s} {...actions} />,
          },
        ]
      : []),
  ];
}

/** Owner columns (spec 001 section 2.2): Vendedor, Email, ID, Ações. */
export function ownerColumns(actions: SellerActions): DataColumn<SellerRecord>[] {
  return [
    {
      key: 'vendedor',
      header: 'Vendedor',
      render: (s) => (
        <>
          <strong>{s.cliente.nome}</strong>
          <ProviderStatus seller={s} />
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (s) => s.cliente.email },
    { key: 'id', header: 'ID', render: (s) => s.id },
    { key: 'acoes', header: 'Ações', render: (s) => <ActionButtons seller={s} {...actions} /> },
  ];
}

const statusField = (seller: SellerRecord) =>
  seller.provider_status
    ? [{ label: 'Situação na Zoop', value: PROVIDER_STATUS_LABELS[seller.provider_status] }]
    : [];

/** One seller on screens narrower than 1024 px. */
export function sellerCard(seller: SellerRecord, actions: SellerActions, isAdmin: boolean) {
  const fields = isAdmin
    ? [
        ...statusField(seller),
        { label: 'ID referência do documento', value: seller.id },
        { label: 'Email', value: seller.cliente.email },
        { label: 'ID Marketplace', value: seller.marketplaceId },
      ]
    : [
        ...statusField(seller),
        { label: 'Email', value: seller.cliente.email },
        { label: 'ID', value: seller.id },
      ];
  return (
    <DataCard
      title={seller.cliente.nome}
      subtitle={zoopId(seller)}
      fields={fields}
      actions={<ActionButtons seller={seller} {...actions} />}
    />
  );
}
