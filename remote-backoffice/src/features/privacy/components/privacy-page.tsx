import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@pagora/shared/client';
import type { PrivacyRequest } from '@pagora/shared/contracts';
import { ErrorState, PageHeader, Spinner, notify } from '@pagora/shared/ui';
import { useSubjectSummary } from '../api/get-subject';
import { privacyKeys, type SubjectQuery } from '../api/query-keys';
import { AnonymizeDialog } from './anonymize-dialog';
import { RequestsList } from './requests-list';
import { SubjectSearch } from './subject-search';
import { SubjectSummary } from './subject-summary';
import { maskCpfCnpj } from '@pagora/shared';

const LOAD_FAILED = 'Não foi possível buscar os dados do titular. Tente novamente.';

/** 'Privacidade (LGPD)': the requests people made, and one person's data, export and erasure. */
export function PrivacyPage() {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<SubjectQuery | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [anonymizing, setAnonymizing] = useState(false);
  const summary = useSubjectSummary(query);

  const open = (r: PrivacyRequest) => {
    setTyped(r.documento ? maskCpfCnpj(r.documento) : (r.email ?? ''));
    setQuery(r.documento ? { documento: r.documento } : { email: r.email ?? '' });
    setRequestId(r.status === 'aberto' ? r.id : null);
  };
  const done = async (message: string) => {
    setAnonymizing(false);
    setRequestId(null);
    notify.success(message);
    await client.invalidateQueries({ queryKey: privacyKeys.all });
  };

  return (
    <>
      <PageHeader
        title="Privacidade (LGPD)"
        subtitle="Pedidos dos titulares, exportação e anonimização de dados pessoais."
      />
      <section aria-labelledby="privacy-requests">
        <h2 id="privacy-requests">Pedidos dos titulares</h2>
        <RequestsList onOpen={open} />
      </section>
      <section aria-labelledby="privacy-search">
        <h2 id="privacy-search">Buscar titular</h2>
        <SubjectSearch
          value={typed}
          onValue={setTyped}
          onSearch={(q) => {
            setRequestId(null);
            setQuery(q);
          }}
        />
        {query && summary.isPending ? <Spinner label="Buscando dados do titular" /> : null}
        {summary.isError ? (
          <ErrorState
            message={messageOf(summary.error, LOAD_FAILED)}
            onRetry={() => void summary.refetch()}
          />
        ) : null}
        {query && summary.data ? (
          <SubjectSummary summary={summary.data} query={query} onAnonymize={() => setAnonymizing(true)} />
        ) : null}
      </section>
      {query ? (
        <AnonymizeDialog
          open={anonymizing}
          query={query}
          requestId={requestId}
          onClose={() => setAnonymizing(false)}
          onDone={(m) => void done(m)}
        />
      ) : null}
    </>
  );
}
