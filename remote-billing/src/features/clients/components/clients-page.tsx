import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { ACCOUNT_INVITE_MESSAGES, BUYER_MESSAGES, type BuyerRecord } from '@pagora/shared/contracts';
import {
  Button,
  ConfirmModal,
  DataCard,
  ListPage,
  notify,
  useResourceList,
  type DataColumn,
} from '@pagora/shared/ui';
import { useBuyers, useRemoveBuyer, useResendBuyerInvite, useSellerOptions } from '../api/buyers';
import { InviteBadge, ProviderSupportDetail, inviteOpen, providerRegistration } from './buyer-status';
import { AddBuyerModal, EditBuyerModal } from './buyer-modals';
import styles from '../../../components/list-screen.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; buyer: BuyerRecord } | null;
type Actions = {
  onEdit: (b: BuyerRecord) => void;
  onDelete: (b: BuyerRecord) => void;
  onResend: (b: BuyerRecord) => void;
  resending: string | null;
};

function RowActions({ buyer, actions }: { buyer: BuyerRecord; actions: Actions }) {
  return (
    <div className={styles.actions}>
      {inviteOpen(buyer) ? (
        <Button
          variant="secondary"
          onClick={() => actions.onResend(buyer)}
          disabled={actions.resending === buyer.id}
          aria-label={`Reenviar convite para ${buyer.nome}`}
        >
          Reenviar convite
        </Button>
      ) : null}
      <Button variant="ghost" onClick={() => actions.onEdit(buyer)} aria-label={`Editar ${buyer.nome}`}>
        Editar
      </Button>
      <Button variant="danger" onClick={() => actions.onDelete(buyer)} aria-label={`Excluir ${buyer.nome}`}>
        Excluir
      </Button>
    </div>
  );
}

/**
 * Spec 001 section 2.4: Comprador, Email, ID, Ações (none for a reader). Under the name, the
 * registration at the provider in words and the invitation; the provider id only for support.
 */
const columns = (actions: Actions | null): DataColumn<BuyerRecord>[] => [
  {
    key: 'comprador',
    header: 'Comprador',
    render: (b) => (
      <>
        {b.nome}
        <span className={styles.muted}>{providerRegistration(b)}</span>
        <InviteBadge buyer={b} />
        <ProviderSupportDetail buyer={b} />
      </>
    ),
  },
  { key: 'email', header: 'Email', render: (b) => b.email },
  { key: 'id', header: 'ID', render: (b) => b.id },
  ...(actions
    ? [
        {
          key: 'acoes',
          header: 'Ações',
          render: (b: BuyerRecord) => <RowActions buyer={b} actions={actions} />,
        },
      ]
    : []),
];

/** One buyer on a narrow screen. */
const buyerCard = (b: BuyerRecord, actions: Actions | null) => (
  <DataCard
    title={b.nome}
    subtitle={providerRegistration(b)}
    badge={<InviteBadge buyer={b} />}
    fields={[
      { label: 'Email', value: b.email },
      { label: 'ID', value: b.id },
      ...(b.id_comprador ? [{ label: 'ID na Zoop (suporte)', value: b.id_comprador }] : []),
    ]}
    actions={actions ? <RowActions buyer={b} actions={actions} /> : undefined}
  />
);

/**
 * /clients, 'Meus Compradores': a seller's buyers (a marketplace's sellers'). An admin reads every
 * buyer and changes none (the server refuses its writes): no add, edit or delete for it.
 */
export function ClientsPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const role = roleOf(user);
  // Buyers' add, edit and delete ask the team permission 'sell' (issue 39): a role without it only reads.
  const canSell = useCan('sell');
  const canManage = (role === 'seller' || role === 'marketplace') && canSell;
  const namesSeller = role === 'marketplace';
  const resource = useResourceList();
  const { list, term } = resource;
  const buyers = useBuyers(userId, resource.params);
  const sellerOptions = useSellerOptions(userId, namesSeller);
  const remove = useRemoveBuyer();
  const resend = useResendBuyerInvite();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: 'add' });
  const actions: Actions | null = canManage
    ? {
        onEdit: (buyer) => setDialog({ kind: 'edit', buyer }),
        onDelete: (buyer) => setDialog({ kind: 'delete', buyer }),
        onResend: (buyer) =>
          resend.mutate(buyer.id, {
            onSuccess: () => notify.success(ACCOUNT_INVITE_MESSAGES.resent),
            onError: (error) => notify.error(messageOf(error, 'Erro ao reenviar convite')),
          }),
        resending: resend.isPending ? (resend.variables ?? null) : null,
      }
    : null;

  const confirmRemove = () => {
    if (dialog?.kind !== 'delete') return;
    const rowsOnPage = buyers.data?.dados.length ?? 0;
    remove.mutate(dialog.buyer.id, {
      onSuccess: () => {
        notify.success(BUYER_MESSAGES.removed);
        resource.afterRemove(rowsOnPage);
      },
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover comprador')),
      onSettled: close,
    });
  };

  return (
    <div className={styles.page}>
      <ListPage
        resource={resource}
        query={buyers}
        header={{
          title: 'Meus Compradores',
          refresh: { label: 'Recarregar' },
          create: canManage ? { label: 'Adicionar Comprador', onClick: openAdd } : null,
        }}
        search={{ placeholder: 'Buscar por nome, email ou ID...', label: 'Buscar compradores' }}
        noun="comprador(es)"
        columns={columns(actions)}
        getKey={(b) => b.id}
        renderCard={(b) => buyerCard(b, actions)}
        caption="Compradores"
        loadingText="Carregando Comprador"
        errorText="Erro ao carregar compradores."
        empty={
          list.isFiltered
            ? {
                title: 'Nenhum comprador encontrado',
                description: `Nenhum comprador corresponde a "${term}".`,
                action: (
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={list.reset}>
                      Limpar Busca
                    </Button>
                    {canManage ? <Button onClick={openAdd}>Adicionar Comprador</Button> : null}
                  </div>
                ),
              }
            : {
                title: 'Nenhum comprador cadastrado',
                description: 'Comece adicionando seu primeiro comprador para gerenciar suas vendas.',
                action: canManage ? (
                  <Button onClick={openAdd}>Adicionar Primeiro Comprador</Button>
                ) : undefined,
              }
        }
      />
      {dialog?.kind === 'add' ? (
        <AddBuyerModal onClose={close} sellerOptions={namesSeller ? (sellerOptions.data ?? []) : undefined} />
      ) : null}
      {dialog?.kind === 'edit' ? <EditBuyerModal buyer={dialog.buyer} onClose={close} /> : null}
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        message="Tem certeza que deseja remover este comprador?"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={close}
      />
    </div>
  );
}
