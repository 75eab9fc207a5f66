import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@pagora/shared';
import { messageOf, paths, roleOf, useCan, useSession } from '@pagora/shared/client';
import {
  MAIL_KIND_LABELS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailStatusName,
  type SentMail,
} from '@pagora/shared/contracts';
import {
  Button,
  DataCard,
  DataList,
  ListHeader,
  ListToolbar,
  SelectFilter,
  StatusBadge,
  countLine,
  notify,
  useDebouncedValue,
  useListState,
  type DataColumn,
  type Tone,
} from '@pagora/shared/ui';
import { useResendMail, useSentMail } from '../api/sent-mail';
import { MailPreviewModal } from './mail-preview-modal';
import styles from './sent-mail.module.css';

const TONES: Record<MailStatusName, Tone> = {
  pendente: 'warning',
  enviado: 'success',
  falhou: 'danger',
  nao_enviavel: 'neutral',
};
const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos os status' },
  ...MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] })),
];

type Actions = {
  onView: (m: SentMail) => void;
  onResend: (m: SentMail) => void;
  busyId: string | null;
  /** Resending asks the team permission 'resend' (issue 39); reading the list does not. */
  canResend: boolean;
};

function RowActions({ mail, actions }: { mail: SentMail; actions: Actions }) {
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={() => actions.onView(mail)} aria-label={`Ver email para ${mail.para}`}>
        Ver
      </Button>
      {actions.canResend && mail.status === 'falhou' ? (
        <Button
          variant="secondary"
          onClick={() => actions.onResend(mail)}
          loading={actions.busyId === mail.id}
          aria-label={`Reenviar email para ${mail.para}`}
        >
          Reenviar
        </Button>
      ) : null}
    </div>
  );
}

const status = (m: SentMail) => <StatusBadge tone={TONES[m.status]} label={MAIL_STATUS_LABELS[m.status]} />;
const kind = (m: SentMail) => MAIL_KIND_LABELS[m.tipo] ?? m.tipo;

const columns = (actions: Actions): DataColumn<SentMail>[] => [
  {
    key: 'para',
    header: 'Para',
    render: (m) => <span title={m.para}>{m.para}</span>,
    className: styles.cell,
  },
  {
    key: 'assunto',
    header: 'Assunto',
    className: styles.cell,
    render: (m) => (
      <span title={m.assunto}>
        {m.assunto}
        {kind(m) !== m.assunto ? <span className={styles.muted}>{kind(m)}</span> : null}
      </span>
    ),
  },
  { key: 'data', header: 'Data', render: (m) => formatDateTime(m.criadoEm), className: styles.cell },
  {
    key: 'status',
    header: 'Status',
    className: styles.cell,
    render: (m) => (
      <span title={m.ultimoErro ?? undefined}>
        {status(m)}
        {m.ultimoErro ? <span className={styles.muted}>{m.ultimoErro}</span> : null}
      </span>
    ),
  },
  { key: 'acoes', header: 'Ações', render: (m) => <RowActions mail={m} actions={actions} /> },
];

/**
 * 'Emails enviados' (issue 23): the outbox as the caller may see it (admin all, a marketplace its
 * own and its sellers', a seller its own), searched by recipient, filtered by status. A seller is
 * pointed to its e-mail preferences, which live in Configurações.
 */
export function SentMailPage() {
  const isSeller = useSession((s) => roleOf(s.user) === 'seller');
  const list = useListState({ syncToUrl: true, filters: { status: 'all' } });
  const term = useDebouncedValue(list.search.trim());
  const statusFilter = list.filters.status === 'all' ? {} : { status: list.filters.status as MailStatusName };
  const mails = useSentMail({
    page: list.page,
    pageSize: list.pageSize,
    ...(term ? { q: term } : {}),
    ...statusFilter,
  });
  const resend = useResendMail();
  const canResend = useCan('resend');
  const [viewing, setViewing] = useState<string | null>(null);
  const actions: Actions = {
    onView: (m) => setViewing(m.id),
    onResend: (m) =>
      resend.mutate(m.id, {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(messageOf(error, 'Erro ao reenviar o email.')),
      }),
    busyId: resend.isPending ? (resend.variables ?? null) : null,
    canResend,
  };
  const rows = mails.data?.dados ?? [];
  const total = mails.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <ListHeader
        title="Emails enviados"
        refresh={{ label: 'Recarregar', busy: mails.isFetching, onRefresh: () => void mails.refetch() }}
        create={null}
      />
      {isSeller ? (
        <p className={styles.note}>
          Para deixar de receber os emails de novas vendas, use as{' '}
          <Link to={paths.settings.getHref()}>Preferências de email em Configurações</Link>.
        </p>
      ) : null}
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar por destinatário..."
        searchLabel="Buscar emails"
        filters={
          <SelectFilter
            label="Status"
            hideLabel
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={STATUS_OPTIONS}
          />
        }
        count={mails.data ? countLine(total, 'email(s)', term) : undefined}
      />
      <DataList
        items={rows}
        columns={columns(actions)}
        getKey={(m) => m.id}
        renderCard={(m) => (
          <DataCard
            title={m.assunto}
            subtitle={m.para}
            fields={[
              { label: 'Tipo', value: kind(m) },
              { label: 'Data', value: formatDateTime(m.criadoEm) },
              { label: 'Status', value: status(m) },
            ]}
            actions={<RowActions mail={m} actions={actions} />}
          />
        )}
        caption="Emails enviados"
        loading={mails.isPending}
        loadingText="Carregando emails"
        error={mails.isError ? messageOf(mails.error, 'Erro ao carregar emails.') : null}
        onRetry={() => void mails.refetch()}
        empty={
          list.isFiltered
            ? {
                title: 'Nenhum email encontrado',
                description: 'Nenhum email corresponde à busca ou ao filtro.',
                action: (
                  <Button variant="secondary" onClick={list.reset}>
                    Limpar Filtros
                  </Button>
                ),
              }
            : { title: 'Nenhum email enviado', description: 'Os emails da plataforma aparecerão aqui.' }
        }
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
      />
      <MailPreviewModal id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
