import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { ACCOUNT_INVITE_MESSAGES, type SellerRecord } from '@pagora/shared/contracts';
import {
  DataList,
  ListToolbar,
  SelectFilter,
  countLine,
  useDebouncedValue,
  useListState,
  ListHeader,
  notify,
} from '@pagora/shared/ui';
import { useMarketplaceOptions } from '../api/get-marketplace-options';
import { useSellers } from '../api/get-sellers';
import { useResendSellerInvite } from '../api/resend-seller-invite';
import { AddSellerModal } from './add-seller-modal';
import { DeleteSellerModal } from './delete-seller-modal';
import { EditSellerModal } from './edit-seller-modal';
import { removedColumns, removedSellerCard } from './removed-seller-columns';
import { adminColumns, ownerColumns, sellerCard, type SellerActions } from './seller-columns';
import { SellersEmpty } from './sellers-empty';
import styles from '../../../components/list-screen.module.css';

const SITUACAO_REMOVIDOS = 'removidos';
const SITUACAO_OPTIONS = [
  { value: '', label: 'Ativos' },
  { value: SITUACAO_REMOVIDOS, label: 'Removidos' },
];

type Dialog =
  { kind: 'add' } | { kind: 'edit'; seller: SellerRecord } | { kind: 'delete'; seller: SellerRecord } | null;

/**
 * 'Vendedores' for the operator (/admin/sellers: every marketplace, a marketplace filter and
 * selector) and 'Meus Vendedores' for a marketplace owner (/marketplace-sellers, /sellers: its own sellers). Pages,
 * search and filter run on the server and live in the URL, so a reload keeps them.
 */
export function SellersScreen({ variant }: { variant: 'admin' | 'owner' }) {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const isAdmin = variant === 'admin' && roleOf(user) === 'admin';
  // Adding, editing and removing sellers ask the team permission 'manage' (issue 39).
  const canManage = useCan('manage');
  const list = useListState({ filters: { marketplaceId: '', situacao: '' }, syncToUrl: true });
  const term = useDebouncedValue(list.search.trim());
  // The removed sellers, apart: their money at the provider is still to be settled (issue 35).
  const removed = list.filters.situacao === SITUACAO_REMOVIDOS;
  const sellers = useSellers(userId, {
    page: list.page,
    pageSize: list.pageSize,
    q: term,
    ...(isAdmin ? { marketplaceId: list.filters.marketplaceId } : {}),
    ...(removed ? { removidos: 'true' } : {}),
  });
  const marketplaces = useMarketplaceOptions(userId, isAdmin);
  const options = isAdmin ? (marketplaces.data ?? []) : undefined;
  // `?novo=1` (the marketplaces screen's 'Adicionar Vendedor') opens the add form at once, with the
  // marketplace of the `marketplaceId` filter chosen; the flag leaves the URL so a reload does not
  // reopen it.
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(() =>
    isAdmin && canManage && params.get('novo') === '1' ? { kind: 'add' } : null,
  );
  useEffect(() => {
    if (!params.has('novo')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('novo');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const close = () => setDialog(null);
  const resend = useResendSellerInvite();

  const actions: SellerActions = {
    onEdit: (seller) => setDialog({ kind: 'edit', seller }),
    onDelete: (seller) => setDialog({ kind: 'delete', seller }),
    withReport: !isAdmin,
    canManage,
    onResend: (seller) =>
      resend.mutate(seller.id, {
        onSuccess: () => notify.success(ACCOUNT_INVITE_MESSAGES.resent),
        onError: (error) => notify.error(messageOf(error, 'Erro ao reenviar convite')),
      }),
    resending: resend.isPending ? (resend.variables ?? null) : null,
  };
  // The page being left stays on screen while the next loads: never under the other view's columns.
  const rows = (sellers.data?.dados ?? []).filter((s) => Boolean(s.removedAt) === removed);
  const total = sellers.data?.total ?? 0;
  const openAdd = canManage ? () => setDialog({ kind: 'add' }) : undefined;

  return (
    <div className={styles.page}>
      <ListHeader
        title={isAdmin ? 'Vendedores' : 'Meus Vendedores'}
        refresh={
          isAdmin
            ? null
            : { label: 'Recarregar', busy: sellers.isFetching, onRefresh: () => void sellers.refetch() }
        }
        create={openAdd ? { label: 'Adicionar Vendedor', onClick: openAdd } : null}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar por nome, email ou ID..."
        searchLabel="Buscar vendedores"
        count={sellers.data ? countLine(total, 'vendedor(es)', term) : undefined}
        filters={
          <>
            {isAdmin ? (
              <SelectFilter
                label="Marketplace"
                value={list.filters.marketplaceId}
                onChange={(value) => list.setFilter('marketplaceId', value)}
                options={[{ value: '', label: 'Todos os marketplaces' }, ...(options ?? [])]}
              />
            ) : null}
            <SelectFilter
              label="Situação"
              value={list.filters.situacao}
              onChange={(value) => list.setFilter('situacao', value)}
              options={SITUACAO_OPTIONS}
            />
          </>
        }
      />
      <DataList
        items={rows}
        columns={removed ? removedColumns(isAdmin) : isAdmin ? adminColumns(actions) : ownerColumns(actions)}
        getKey={(s) => s.id}
        renderCard={(s) => (removed ? removedSellerCard(s) : sellerCard(s, actions, isAdmin))}
        caption="Vendedores"
        loading={sellers.isPending}
        loadingText="Carregando Vendedores"
        error={sellers.isError ? messageOf(sellers.error, 'Erro ao carregar vendedores.') : null}
        onRetry={() => void sellers.refetch()}
        empty={
          removed
            ? { title: 'Nenhum vendedor removido' }
            : SellersEmpty({ filtered: list.isFiltered, onClear: list.reset, onAdd: openAdd })
        }
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
      />
      {dialog?.kind === 'add' ? (
        <AddSellerModal
          onClose={close}
          marketplaceOptions={options}
          ownMarketplaceId={user?.dataInfo?.id ?? user?.marketplaceId ?? undefined}
          presetMarketplaceId={isAdmin ? list.filters.marketplaceId || undefined : undefined}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditSellerModal seller={dialog.seller} onClose={close} marketplaceOptions={options} />
      ) : null}
      <DeleteSellerModal
        seller={dialog?.kind === 'delete' ? dialog.seller : null}
        owner={!isAdmin}
        onClose={close}
        onRemoved={() => {
          // The last row of a later page is gone: show the page before it.
          if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
        }}
      />
    </div>
  );
}
