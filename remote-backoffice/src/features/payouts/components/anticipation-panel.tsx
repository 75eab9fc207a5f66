import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatBRL } from '@pagora/shared';
import { ApiError, messageOf } from '@pagora/shared/client';
import type { AnticipationQuote, AnticipationRequestInput } from '@pagora/shared/contracts';
import { useMoneyAction } from '@pagora/shared/data';
import { Alert, Button, StatCard, StatGrid, notify } from '@pagora/shared/ui';
import { createAnticipation } from '../api/create-anticipation';
import { invalidateMoney } from '../api/query-keys';
import { quoteAnticipation } from '../api/quote-anticipation';
import { AnticipationForm } from './anticipation-form';
import { AnticipationHistory } from './anticipation-history';
import { AnticipationFigures } from './anticipation-quote';
import { checkAnticipation, type AnticipationDraft } from './anticipation-request';
import { SectionPanel } from './section-panel';

export const ANTICIPATION_REQUESTED = 'Antecipação solicitada';
const QUOTE_FAILED = 'Não foi possível simular a antecipação. Tente novamente.';
const CONFIRM_FAILED = 'Não foi possível confirmar a antecipação. Tente novamente.';

type Notice = { tone: 'error' | 'info'; text: string };
/** Zoop has not enabled the marketplace: a fact to read, not an error to retry. */
const noticeOf = (error: unknown, fallback: string): Notice => ({
  tone: error instanceof ApiError && error.code === 'anticipation_not_enabled' ? 'info' : 'error',
  text: messageOf(error, fallback),
});

export interface AnticipationPanelProps {
  sellerId: string | null;
  /** The calendar's receivables still to come. */
  anticipableCents: number;
  /** A seller for itself, a marketplace for its picked seller; the admin reads. */
  canAct: boolean;
}

/**
 * 'Antecipação' on 'Recebimentos' (issue 38): what can be anticipated, a quote by amount or
 * period, its confirmation (one intent, one Idempotency-Key: the button locks and a double click
 * sends one), and the history.
 */
export function AnticipationPanel({ sellerId, anticipableCents, canAct }: AnticipationPanelProps) {
  const [draft, setDraft] = useState<AnticipationDraft>({ mode: 'valor', valor: '', de: '', ate: '' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [quote, setQuote] = useState<{ body: AnticipationRequestInput; figures: AnticipationQuote } | null>(
    null,
  );
  const client = useQueryClient();
  const simulate = useMutation({ mutationFn: quoteAnticipation });
  const confirm = useMoneyAction((body: AnticipationRequestInput, key: string) =>
    createAnticipation(body, key),
  );

  const onSimulate = async () => {
    const check = checkAnticipation(draft, sellerId);
    setError(check.ok ? null : check.message);
    setNotice(null);
    setQuote(null);
    if (!check.ok) return;
    try {
      setQuote({ body: check.body, figures: await simulate.mutateAsync(check.body) });
    } catch (err) {
      setNotice(noticeOf(err, QUOTE_FAILED));
    }
  };
  const onConfirm = async () => {
    if (!quote) return;
    const outcome = await confirm.run(quote.body);
    if (!outcome) return;
    void invalidateMoney(client, sellerId);
    if (outcome.kind === 'done') {
      notify.success(ANTICIPATION_REQUESTED);
      setQuote(null);
      return;
    }
    setNotice(noticeOf(outcome.error, CONFIRM_FAILED));
  };
  const onDraft = (next: AnticipationDraft) => {
    setDraft(next);
    setQuote(null);
  };

  return (
    <SectionPanel id="antecipacao-titulo" title="Antecipação">
      <StatGrid>
        <StatCard title="Antecipável" value={formatBRL(anticipableCents)} hint="Recebíveis a receber" />
      </StatGrid>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {canAct ? (
        <AnticipationForm
          draft={draft}
          onChange={onDraft}
          onSubmit={() => void onSimulate()}
          error={error}
          busy={simulate.isPending}
        />
      ) : null}
      {quote ? (
        <>
          <AnticipationFigures quote={quote.figures} />
          <Button onClick={() => void onConfirm()} loading={confirm.busy} loadingText="Confirmando...">
            Confirmar antecipação
          </Button>
        </>
      ) : null}
      <AnticipationHistory sellerId={sellerId} />
    </SectionPanel>
  );
}
