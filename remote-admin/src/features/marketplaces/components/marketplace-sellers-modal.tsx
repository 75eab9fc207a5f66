import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf, paths, useCan, useSession } from '@pagora/shared/client';
import type { MarketplaceSummary, SellerRecord } from '@pagora/shared/contracts';
import {
  Button,
  ConfirmModal,
  DataCard,
  DataList,
  Modal,
  notify,
  ProviderIdDetail,
  providerIdField,
  type DataColumn,
} from '@pagora/shared/ui';
import { useMarketplaceSellers } from '../api/get-marketplace-sellers';
import { useRemoveMarketplaceSeller } from '../api/remove-marketplace-seller';

/** Sellers by name and e-mail (issue 41); the provider's id only folded away, for support. */
function columns(onRemove: ((s: SellerRecord) => void) | null): DataColumn<SellerRecord>[] {
  const read: DataColumn<SellerRecord>[] = [
    {
      key: 'vendedor',
      header: 'Vendedor',
      render: (s) => (
        <>
          {s.cliente.nome}
          <ProviderIdDetail id={s.id_seller} />
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (s) => s.cliente.email },
  ];
  if (!onRemove) return read;
  return [
    ...read,
    { key: 'acoes', header: 'Ações', render: (s) => <RemoveButton seller={s} onRemove={onRemove} /> },
  ];
}

function RemoveButton({ seller, onRemove }: { seller: SellerRecord; onRemove: (s: SellerRecord) => void }) {
  return (
    <Button variant="danger" onClick={() => onRemove(seller)} aria-label={`Remover ${seller.cliente.nome}`}>
      Remover
    </Button>
  );
}

/**
 * A marketplace's sellers (GET /api/marketplace-list-seller/:marketplaceId), 10 per page. Adding
 * and removing ask the team permission 'manage' (issue 39): without it the list is read only.
 */
export function MarketplaceSellersModal({
  marketplace,
  onClose,
}: {
  marketplace: MarketplaceSummary;
  onClose: () => void;
}) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const canManage = useCan('manage');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<SellerRecord | null>(null);
  const sellers = useMarketplaceSellers(user ? String(user.id) : null, marketplace.id, page);
  const remove = useRemoveMarketplaceSeller();
  const total = sellers.data?.total ?? 0;
  const pageSize = sellers.data?.pageSize ?? 10;

  const confirmRemove = () => {
    if (!removing?.id || !removing.cliente.id) {
      notify.error('Id de seller não selecionado.');
      return;
    }
    remove.mutate(
      { id: removing.id, clientId: removing.cliente.id },
      {
        onSuccess: () => notify.success('Seller excluído com sucesso!'),
        onError: (error) => notify.error(messageOf(error, 'Erro desconhecido')),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <>
      <Modal open={removing === null} title={`Vendedores de ${marketplace.cliente.nome}`} onClose={onClose}>
        {/* The sellers screen owns the seller form: it opens it with this marketplace chosen. */}
        {canManage ? (
          <Button
            onClick={() =>
              navigate(
                `${paths.adminSellers.getHref()}?${new URLSearchParams({ marketplaceId: marketplace.id, novo: '1' }).toString()}`,
              )
            }
          >
            Adicionar Vendedor
          </Button>
        ) : null}
        <DataList
          items={sellers.data?.dados ?? []}
          columns={columns(canManage ? setRemoving : null)}
          getKey={(s) => s.id}
          renderCard={(s) => (
            <DataCard
              title={s.cliente.nome}
              subtitle={s.cliente.email}
              fields={providerIdField(s.id_seller)}
              actions={canManage ? <RemoveButton seller={s} onRemove={setRemoving} /> : undefined}
            />
          )}
          caption="Vendedores do marketplace"
          loading={sellers.isPending}
          loadingText="Carregando Vendedores"
          error={sellers.isError ? messageOf(sellers.error, 'Erro ao carregar vendedores.') : null}
          onRetry={() => void sellers.refetch()}
          empty={{ title: 'Nenhum vendedor encontrado' }}
          pagination={{ page, pageCount: Math.max(1, Math.ceil(total / pageSize)), onPage: setPage }}
        />
      </Modal>
      {/* One dialog at a time: the list steps aside while its confirmation is open. */}
      <ConfirmModal
        open={removing !== null}
        message="Tem certeza que deseja remover este vendedor?"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
      />
    </>
  );
}
