import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Button, ErrorState, Spinner } from '@pagora/shared/ui';
import { useBalance } from '../api/get-balance';
import { useBankAccounts } from '../api/list-bank-accounts';
import type { PayoutScope } from '../hooks/use-payout-scope';
import { AnticipationPanel } from './anticipation-panel';
import { BalanceCards } from './balance-cards';
import { PayoutModal } from './payout-modal';
import { ReceivablesCalendar } from './receivables-calendar';
import { ReceivingPolicyForm } from './receiving-policy-form';
import { SectionPanel } from './section-panel';

/**
 * What the balance answer feeds: the three figures with 'Sacar', the receivables calendar and the
 * receiving policy. One request, so one loading and one error state for the three.
 */
export function BalanceSections({ sellerId, scope }: { sellerId: string | null; scope: PayoutScope }) {
  const balance = useBalance(sellerId);
  const accounts = useBankAccounts(sellerId);
  const [paying, setPaying] = useState(false);
  const reload = () => void balance.refetch();
  if (balance.isPending) return <Spinner centered label="Carregando saldo" />;
  if (balance.isError)
    return <ErrorState message={messageOf(balance.error, 'Erro ao carregar o saldo.')} onRetry={reload} />;
  const b = balance.data;
  const account = accounts.data?.data.find((a) => a.isDefault) ?? null;
  return (
    <>
      <SectionPanel
        id="saldo-titulo"
        title="Saldo"
        refresh={{ label: 'Recarregar saldo', busy: balance.isFetching, onClick: reload }}
        actions={
          scope.canManage ? (
            <Button onClick={() => setPaying(true)} disabled={b.availableCents <= 0}>
              Sacar
            </Button>
          ) : null
        }
      >
        <BalanceCards balance={b} />
      </SectionPanel>
      <SectionPanel id="calendario-titulo" title="Calendário de recebimentos">
        <ReceivablesCalendar receivables={b.receivables} anticipated={b.anticipated} />
      </SectionPanel>
      <AnticipationPanel
        sellerId={sellerId}
        anticipableCents={b.receivables.reduce((sum, r) => sum + r.amountCents, 0)}
        canAct={scope.canAnticipate}
      />
      <SectionPanel id="politica-titulo" title="Política de recebimento">
        <ReceivingPolicyForm
          key={`${sellerId ?? ''}:${JSON.stringify(b.receivingPolicy)}`}
          sellerId={sellerId}
          current={b.receivingPolicy}
          canSet={scope.canSetPolicy}
        />
      </SectionPanel>
      {paying ? (
        <PayoutModal availableCents={b.availableCents} account={account} onClose={() => setPaying(false)} />
      ) : null}
    </>
  );
}
