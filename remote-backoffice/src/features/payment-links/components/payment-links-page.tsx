import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGINATION_MAX_BUTTONS } from '@pagora/shared';
import { messageOf, paths, roleOf, useCan, useSession } from '@pagora/shared/client';
import { LINKS_PAGE_SIZE } from '@pagora/shared/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  Input,
  PageHeader,
  Pagination,
  Spinner,
  useDebouncedValue,
} from '@pagora/shared/ui';
import {
  useInvalidatePaymentLinks,
  usePaymentLinks,
  type PaymentLink,
  type PaymentLinkFilters,
} from '../api/get-payment-links';
import { useIsMobile } from '@pagora/shared/ui/core';
import { useManageLink } from '../hooks/use-manage-link';
import { usePaymentFilters } from '../hooks/use-payment-filters';
import { AdminFilters } from './admin-filters';
import { DeleteLinkModal } from './delete-link-modal';
import { EditLinkModal } from './edit-link-modal';
import { LinkCards } from './link-cards';
import { LinksTable } from './links-table';
import styles from './payment-links.module.css';

export const LINKS_LOAD_FAILED = 'Não foi possível carregar os links de pagamento.';

export function PaymentLinksPage() {
  const isAdmin = useSession((s) => roleOf(s.user) === 'admin');
  // Creating a link asks the team permission 'sell': a role without it sees the list, not the button.
  const canSell = useCan('sell');
  const [filters, setFilters] = useState<PaymentLinkFilters>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PaymentLink | null>(null);
  const [deleting, setDeleting] = useState<PaymentLink | null>(null);
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  // Search, filters and paging run on the server (25 a page): a seller with thousands of links
  // downloads one page, not all of them.
  const q = useDebouncedValue(search.trim());
  const links = usePaymentLinks(userId, {
    ...filters,
    q: q || undefined,
    page,
    pageSize: LINKS_PAGE_SIZE,
  });
  const reload = () => links.refetch();
  const invalidate = useInvalidatePaymentLinks();
  const filterOptions = usePaymentFilters(isAdmin);
  const { update, remove, busy } = useManageLink(invalidate);
  const isMobile = useIsMobile();

  const visible = links.data?.payments ?? [];
  const total = links.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const loading = links.isPending;
  const error = links.isError ? messageOf(links.error, LINKS_LOAD_FAILED) : null;
  const createLink =
    isAdmin || !canSell ? undefined : (
      <Link className={styles.linkButton} to={paths.createPaymentLink.getHref()}>
        Criar Link de Pagamento
      </Link>
    );

  const confirmDelete = async (link: PaymentLink) => {
    if (!(await remove(link.id))) return;
    setDeleting(null);
    // The last link of a later page is gone: show the page before it.
    if (visible.length === 1 && page > 1) setPage(page - 1);
  };

  let content;
  if (loading) content = <Spinner centered label="Carregando links..." />;
  else if (error) content = <ErrorState message={error} onRetry={() => void reload()} />;
  else if (visible.length === 0) content = <EmptyState title="Nenhum link encontrado" action={createLink} />;
  else {
    const View = isMobile ? LinkCards : LinksTable;
    content = <View links={visible} onEdit={setEditing} onDelete={setDeleting} />;
  }

  return (
    <div>
      <PageHeader
        title={isAdmin ? 'Todos os Links de Pagamento' : 'Links de Pagamento'}
        actions={
          isAdmin ? undefined : (
            <>
              <Button
                variant="secondary"
                onClick={() => void reload()}
                loading={links.isFetching}
                loadingText="Atualizando"
              >
                Atualizar
              </Button>
              {createLink}
            </>
          )
        }
      />
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <Input
            label="Buscar"
            type="search"
            placeholder="Buscar por descrição ou ID"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {isAdmin ? (
          <AdminFilters
            options={filterOptions}
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        ) : null}
      </div>
      {content}
      {!loading && !error ? (
        <Pagination
          page={current}
          pageCount={pageCount}
          onChange={setPage}
          maxButtons={PAGINATION_MAX_BUTTONS}
        />
      ) : null}
      {editing ? (
        <EditLinkModal
          key={editing.id}
          link={editing}
          busy={busy}
          onSave={(link) => update(editing.id, link)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteLinkModal
        link={deleting}
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
