import { useState } from 'react';
import { messageOf, useCan, useSession } from '@pagora/shared/client';
import type { MarketplaceSummary } from '@pagora/shared/contracts';
import {
  Button,
  DataList,
  ListToolbar,
  PageHeader,
  countLine,
  useDebouncedValue,
  useListState,
} from '@pagora/shared/ui';
import { useMarketplaces } from '../api/get-marketplaces';
import { AddMarketplaceModal } from './add-marketplace-modal';
import { DeleteMarketplaceModal } from './delete-marketplace-modal';
import { EditMarketplaceModal } from './edit-marketplace-modal';
import { marketplaceCard, marketplaceColumns, type MarketplaceActions } from './marketplace-columns';
import { MarketplaceSellersModal } from './marketplace-sellers-modal';
import styles from '../../../components/list-screen.module.css';

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'sellers'; marketplace: MarketplaceSummary } | null;

/**
 * /admin/marketplaces. Search (name, e-mail, document, ids) and the pages of 10 run on the server;
 * both live in the URL, so a reload keeps them.
 */
export function AdminMarketplacesPage() {
  const user = useSession((s) => s.user);
  // Adding, editing and removing marketplaces ask the team permission 'manage' (issue 39).
  const canManage = useCan('manage');
  const list = useListState({ syncToUrl: true });
  const term = useDebouncedValue(list.search.trim());
  const marketplaces = useMarketplaces(user ? String(user.id) : null, {
    page: list.page,
    pageSize: list.pageSize,
    q: term,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: 'add' });

  const rows = marketplaces.data?.dados ?? [];
  const total = marketplaces.data?.total ?? 0;
  const page = list.page;
  const actions: MarketplaceActions = {
    onSellers: (marketplace) => setDialog({ kind: 'sellers', marketplace }),
    onEdit: (marketplace) => setDialog({ kind: 'edit', marketplace }),
    onDelete: (marketplace) => setDialog({ kind: 'delete', marketplace }),
    canManage,
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Marketplaces"
        actions={canManage ? <Button onClick={openAdd}>Adicionar Marketplace</Button> : undefined}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar por nome, email ou ID..."
        searchLabel="Buscar marketplaces"
        count={marketplaces.data ? countLine(total, 'marketplace(s)', term) : undefined}
      />
      <DataList
        items={rows}
        columns={marketplaceColumns(actions)}
        getKey={(m) => m.id}
        renderCard={(m) => marketplaceCard(m, actions)}
        caption="Marketplaces"
        loading={marketplaces.isPending}
        loadingText="Carregando Marketplaces"
        error={marketplaces.isError ? messageOf(marketplaces.error, 'Erro ao carregar marketplaces.') : null}
        onRetry={() => void marketplaces.refetch()}
        empty={
          list.isFiltered
            ? {
                title: 'Nenhum marketplace encontrado',
                action: (
                  <Button variant="secondary" onClick={list.reset}>
                    Limpar Busca
                  </Button>
                ),
              }
            : {
                title: 'Nenhum marketplace cadastrado',
                action: canManage ? <Button onClick={openAdd}>Adicionar Marketplace</Button> : undefined,
              }
        }
        pagination={{ page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
      />
      {dialog?.kind === 'add' ? <AddMarketplaceModal onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditMarketplaceModal clienteId={dialog.marketplace.cliente.id} onClose={close} />
      ) : null}
      {dialog?.kind === 'sellers' ? (
        <MarketplaceSellersModal marketplace={dialog.marketplace} onClose={close} />
      ) : null}
      <DeleteMarketplaceModal
        marketplace={dialog?.kind === 'delete' ? dialog.marketplace : null}
        onClose={close}
        onRemoved={() => {
          // The last row of a later page is gone: show the page before it.
          if (rows.length === 1 && page > 1) list.setPage(page - 1);
        }}
      />
    </div>
  );
}
