import { useState } from 'react';
import { formatBRL, formatDate } from '@pagora/shared';
import type { CustomerSubscription } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, type DataColumn } from '@pagora/shared/ui';
import { PayModal, type OpenCharge } from './pay-modal';
import { SubscriptionStatusBadge } from '../../../components/subscription-status';

type Paying = { subscription: CustomerSubscription; charge: OpenCharge } | null;

/** Only a subscription with an open charge has something to pay. */
function PayButton({
  subscription: s,
  onPay,
}: {
  subscription: CustomerSubscription;
  onPay: (p: Paying) => void;
}) {
  const charge = s.em_aberto;
  if (!charge) return null;
  return (
    <Button onClick={() => onPay({ subscription: s, charge })} aria-label={`Pagar ${s.descricao}`}>
      Pagar
    </Button>
  );
}

const badge = (s: CustomerSubscription) => <SubscriptionStatusBadge status={s.status} />;

/**
 * Spec 001 section 2.8's columns, naming the plan and the seller where the spec showed their ids
 * ('Plano ID', 'Vendedor ID'): a raw id means nothing to a customer (issue 20).
 */
const columns = (onPay: (p: Paying) => void): DataColumn<CustomerSubscription>[] => [
  { key: 'descricao', header: 'Descrição', render: (s) => s.descricao },
  { key: 'plano', header: 'Plano', render: (s) => s.plano.nome },
  { key: 'vendedor', header: 'Vendedor', render: (s) => s.vendedor.nome },
  { key: 'vencimento', header: 'Vencimento', render: (s) => formatDate(s.data_vencimento) },
  { key: 'status', header: 'Status', render: badge },
  { key: 'valor', header: 'Valor', render: (s) => formatBRL(s.amount_cents) },
  { key: 'acoes', header: 'Ações', render: (s) => <PayButton subscription={s} onPay={onPay} /> },
];

export interface SubscriptionsTabProps {
  subscriptions: readonly CustomerSubscription[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function SubscriptionsTab({ subscriptions, loading, failed, onRetry }: SubscriptionsTabProps) {
  const [paying, setPaying] = useState<Paying>(null);
  return (
    <>
      <DataList
        items={subscriptions}
        columns={columns(setPaying)}
        getKey={(s) => s.id}
        renderCard={(s) => (
          <DataCard
            title={s.descricao}
            badge={badge(s)}
            fields={[
              { label: 'Valor', value: formatBRL(s.amount_cents) },
              { label: 'Vencimento', value: formatDate(s.data_vencimento) },
              { label: 'Plano', value: s.plano.nome },
              { label: 'Vendedor', value: s.vendedor.nome },
            ]}
            actions={s.em_aberto ? <PayButton subscription={s} onPay={setPaying} /> : undefined}
          />
        )}
        caption="Minhas assinaturas"
        loading={loading}
        loadingText="Carregando assinaturas..."
        // The spec's own text: the server's reason means nothing to a customer here.
        error={failed ? 'Erro ao buscar assinaturas' : null}
        onRetry={onRetry}
        empty={{
          title: 'Nenhuma assinatura encontrada',
          description: 'Suas assinaturas aparecerão aqui.',
        }}
      />
      {paying ? (
        <PayModal subscription={paying.subscription} charge={paying.charge} onClose={() => setPaying(null)} />
      ) : null}
    </>
  );
}
