import { Link } from 'react-router-dom';
import { paths } from '@pagora/shared/client';
import { ACCOUNT_INVITE_LABELS, PROVIDER_STATUS_LABELS, type SellerRecord } from '@pagora/shared/contracts';
import { Button, DataCard, PROVIDER_ID_LABEL, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import styles from '../../../components/list-screen.module.css';

export interface SellerActions {
  onEdit: (seller: SellerRecord) => void;
  onDelete: (seller: SellerRecord) => void;
  /** The owner's view links each seller to its report (/sellers/:sellerId, marketplace role only). */
  withReport: boolean;
  /** Edit and delete ask the team permission 'manage' (issue 39): without it they are not offered. */
  canManage: boolean;
  /** 'Reenviar convite' (issue 41), offered while the seller has not created a password. */
  onResend: (seller: SellerRecord) => void;
  /** The seller whose invitation is being sent, its button disabled meanwhile. */
  resending: string | null;
}

const inviteOpen = (s: SellerRecord) => s.convite !== undefined && s.convite.status !== 'aceito';

function ActionButtons({
  seller,
  onEdit,
  onDelete,
  withReport,
  canManage,
  onResend,
  resending,
}: SellerActions & { seller: SellerRecord }) {
  const name = seller.cliente.nome;
  return (
    <div className={styles.actions}>
      {withReport ? (
        <Link to={paths.seller.getHref(seller.id)} aria-label={`Relatório de ${name}`}>
          Relatório
        </Link>
      ) : null}
      {canManage && inviteOpen(seller) ? (
        <Button
          variant="secondary"
          onClick={() => onResend(seller)}
          disabled={resending === seller.id}
          aria-label={`Reenviar convite para ${name}`}
        >
          Reenviar convite
        </Button>
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

const STATUS_TONE = { pending: 'warning', active: 'success', denied: 'danger' } as const;

/**
 * The seller's review at the provider, in words a seller reads (issue 41): only an 'Ativo' seller
 * can be paid. The provider's own id is kept for support (SupportDetail).
 */
function ProviderStatus({ seller }: { seller: SellerRecord }) {
  if (!seller.provider_status) return null;
  const label = PROVIDER_STATUS_LABELS[seller.provider_status];
  return (
    <span aria-label={`Cadastro no provedor: ${label}`}>
      <span className={styles.muted}>Cadastro no provedor:</span>
      <StatusBadge tone={STATUS_TONE[seller.provider_status]} label={label} />
    </span>
  );
}

function SupportDetail({ seller }: { seller: SellerRecord }) {
  return (
    <details>
      <summary>Detalhes para suporte</summary>
      <span className={styles.muted}>
        {PROVIDER_ID_LABEL}: {seller.id_seller}
      </span>
    </details>
  );
}

/** 'Convite pendente' / 'Convite expirado' while the seller has not created a password. */
function InviteBadge({ seller }: { seller: SellerRecord }) {
  const status = seller.convite?.status;
  if (!status || status === 'aceito') return null;
  return (
    <StatusBadge tone={status === 'pendente' ? 'warning' : 'danger'} label={ACCOUNT_INVITE_LABELS[status]} />
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
          <ProviderStatus seller={s} />
          <InviteBadge seller={s} />
          <SupportDetail seller={s} />
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
          <InviteBadge seller={s} />
          <SupportDetail seller={s} />
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
    ? [{ label: 'Cadastro no provedor', value: PROVIDER_STATUS_LABELS[seller.provider_status] }]
    : [];
const supportField = (seller: SellerRecord) => ({ label: PROVIDER_ID_LABEL, value: seller.id_seller });

/** One seller on screens narrower than 1024 px. */
export function sellerCard(seller: SellerRecord, actions: SellerActions, isAdmin: boolean) {
  const fields = isAdmin
    ? [
        ...statusField(seller),
        { label: 'ID referência do documento', value: seller.id },
        { label: 'Email', value: seller.cliente.email },
        { label: 'ID Marketplace', value: seller.marketplaceId },
        supportField(seller),
      ]
    : [
        ...statusField(seller),
        { label: 'Email', value: seller.cliente.email },
        { label: 'ID', value: seller.id },
        supportField(seller),
      ];
  return (
    <DataCard
      title={seller.cliente.nome}
      badge={<InviteBadge seller={seller} />}
      fields={fields}
      actions={<ActionButtons seller={seller} {...actions} />}
    />
  );
}
