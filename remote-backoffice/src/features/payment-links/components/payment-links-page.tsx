import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGINATION_MAX_BUTTONS } from '@pagora/shared';
import { paths, roleOf, useSession } from '@pagora/shared/client';
import { Button, EmptyState, ErrorState, Input, PageHeader, Pagination, Spinner } from '@pagora/shared/ui';
import type { PaymentLink, PaymentLinkFilters } from '../api/get-payment-links';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useManageLink } from '../hooks/use-manage-link';
import { usePaymentFilters } from '../hooks/use-payment-filters';
import { usePaymentLinks } from '../hooks/use-payment-links';
import { AdminFilters } from './admin-filters';
import { DeleteLinkModal } from './delete-link-modal';
import { EditLinkModal } from './edit-link-modal';
import { LinkCards } from './link-cards';
import { LinksTable } from './links-table';
import styles from './payment-links.module.css';

export const LINKS_PAGE_SIZE = 25;

/** Search by description or id, case-insensitive. */
function matches(link: PaymentLink, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || link.description.toLowerCase().includes(q) || link.id.toLowerCase().includes(q);
}

export function PaymentLinksPage() {
  const isAdmin = useSession((s) => roleOf(s.user) === 'admin');
  const [filters, setFilters] = useState<PaymentLinkFilters>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PaymentLink | null>(null);
  const [deleting, setDeleting] = useState<PaymentLink | null>(null);
  const { links, loading, error, reload } = usePaymentLinks(filters);
  const filterOptions = usePaymentFilters(isAdmin);
  const { update, remove, busy } = useManageLink(reload);
  const isMobile = useIsMobile();

  const found = useMemo(() => links.filter((l) => matches(l, search)), [links, search]);
  const pageCount = Math.max(1, Math.ceil(found.length / LINKS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = found.slice((current - 1) * LINKS_PAGE_SIZE, current * LINKS_PAGE_SIZE);
  const createLink = (
    <Link className={styles.linkButton} to={paths.createPaymentLink.getHref()}>
      Criar Link de Pagamento
    </Link>
  );

  const confirmDelete = async (link: PaymentLink) => {
    if (await remove(link.id)) setDeleting(null);
  };

  let content;
  if (loading) content = <Spinner centered label="Carregando links..." />;
  else if (error) content = <ErrorState message={error} onRetry={() => void reload()} />;
  else if (visible.length === 0)
    content = <EmptyState title="Nenhum link encontrado" action={isAdmin ? undefined : createLink} />;
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
                loading={loading}
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
