import { useState } from 'react';
import { EmptyState, PageHeader } from '@pagora/shared/ui';
import { usePayoutScope } from '../hooks/use-payout-scope';
import { BalanceSections } from './balance-sections';
import { BankAccountsPanel } from './bank-accounts-panel';
import { PayoutHistory } from './payout-history';
import { SellerPicker } from '../../../components/seller-picker';
import styles from './payouts.module.css';

/**
 * 'Recebimentos' (issue 25): the balance a seller can act on, when each sale becomes available,
 * where the money goes and what already left. A marketplace or the admin picks a seller first.
 */
export function PayoutsPage() {
  const scope = usePayoutScope();
  const [picked, setPicked] = useState<string | null>(null);
  const sellerId = scope.picksSeller ? picked : null;
  const ready = !scope.picksSeller || picked !== null;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Recebimentos"
        subtitle="Saldo, calendário de recebimentos, contas bancárias e saques."
      />
      {scope.picksSeller ? <SellerPicker value={picked} onChange={setPicked} /> : null}
      {ready ? (
        <>
          <BalanceSections key={`saldo:${sellerId ?? ''}`} sellerId={sellerId} scope={scope} />
          <BankAccountsPanel sellerId={sellerId} canManage={scope.canManage} />
          <PayoutHistory sellerId={sellerId} decides={scope.decidesVerification} />
        </>
      ) : (
        <EmptyState
          title="Selecione um vendedor"
          description="Escolha o vendedor para ver o saldo, as contas e os saques dele."
        />
      )}
    </div>
  );
}
