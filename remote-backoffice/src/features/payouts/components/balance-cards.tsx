import { formatBRL } from '@pagora/shared';
import type { Balance } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';

/** The three figures a seller can act on, from integer cents. */
export function BalanceCards({ balance }: { balance: Balance }) {
  return (
    <StatGrid>
      <StatCard
        title="Disponível"
        value={formatBRL(balance.availableCents)}
        hint="Pode ser sacado agora"
        tone="success"
      />
      <StatCard
        title="A receber"
        value={formatBRL(balance.futureCents)}
        hint="Vendas que liberam nas próximas datas"
        tone="info"
      />
      <StatCard
        title="Bloqueado"
        value={formatBRL(balance.blockedCents)}
        hint="Retido pelo provedor (ex: contestação)"
        tone="warning"
      />
    </StatGrid>
  );
}
