import { useState } from 'react';
import { formatBRL, formatDate, maskCpfCnpj } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { PrivacySummary } from '@pagora/shared/contracts';
import { Button, EmptyState, StatCard, StatGrid, notify } from '@pagora/shared/ui';
import { downloadSubject, type SubjectFileKind } from '../api/download-subject';
import type { SubjectQuery } from '../api/query-keys';

const DOWNLOAD_FAILED = 'Não foi possível baixar os dados. Tente novamente.';
const COUNTS = [
  ['cadastros', 'Cadastros de comprador'],
  ['transacoes', 'Transações como pagador'],
  ['assinaturas', 'Assinaturas'],
  ['cartoes', 'Cartões salvos'],
  ['emails', 'Emails enviados'],
  ['links', 'Links enviados'],
] as const;

interface Props {
  summary: PrivacySummary;
  query: SubjectQuery;
  onAnonymize: () => void;
}

/** What is held about the person: counts, the records, the exports and 'Anonimizar'. */
export function SubjectSummary({ summary, query, onAnonymize }: Props) {
  const [busy, setBusy] = useState<SubjectFileKind | null>(null);
  const download = async (kind: SubjectFileKind) => {
    setBusy(kind);
    try {
      await downloadSubject(kind, query);
    } catch (error) {
      notify.error(messageOf(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };
  const nothing = Object.values(summary.totais).every((n) => n === 0);
  const who = summary.titular.documento ? maskCpfCnpj(summary.titular.documento) : summary.titular.email;
  return (
    <section aria-label="Dados do titular">
      <h3>Titular: {who}</h3>
      {nothing ? (
        <EmptyState
          title="Nada encontrado"
          description="Não há dados desta pessoa nos registros que você pode ver."
        />
      ) : (
        <>
          <StatGrid>
            {COUNTS.map(([key, title]) => (
              <StatCard key={key} title={title} value={summary.totais[key]} />
            ))}
          </StatGrid>
          <ul aria-label="Transações do titular">
            {summary.transacoes.map((t) => (
              <li key={t.id}>
                {formatDate(t.criadoEm)} · {t.vendedor} · {formatBRL(t.valorCents)} · {t.status}
                {t.cartao ? ` · ${t.cartao}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="secondary" onClick={() => void download('json')} loading={busy === 'json'}>
        Baixar JSON
      </Button>
      <Button variant="secondary" onClick={() => void download('pdf')} loading={busy === 'pdf'}>
        Baixar PDF
      </Button>
      {nothing ? null : (
        <Button variant="danger" onClick={onAnonymize}>
          Anonimizar
        </Button>
      )}
    </section>
  );
}
