import { useState } from 'react';
import { formatBRL, formatDate } from '@pagora/shared';
import type { CustomerSubscription } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, type DataColumn } from '@pagora/shared/ui';
import { BoletoModal, chargedByBoleto } from './boleto-modal';
import { PayModal, type OpenCharge } from './pay-modal';
import { SubscriptionStatusBadge } from '../../../components/subscription-status';

/** The card's 'Realizar Pagamento', or a boleto subscription's boleto (kept by id: a reload updates it). */
type Dialog =
  { kind: 'pay'; subscription: CustomerSubscription; charge: OpenCharge } | { kind: 'boleto'; id: string };
type Open = (dialog: Dialog) => void;

/** Only a subscription with an open charge has something to pay: by card here, or its boleto. */
function ChargeAction({ subscription: s, onOpen }: { subscription: CustomerSubscription; onOpen: Open }) {
  const charge = s.em_aberto;
  if (!charge) return null;
  if (chargedByBoleto(s)) {
    return (
      <Button
        variant="secondary"
        onClick={() => onOpen({ kind: 'boleto', id: s.id })}
        aria-label={`Ver boleto ${s.descricao}`}
      >
        Ver boleto
      </Button>
    );
  }
  return (
    <Button
      onClick={() => onOpen({ kind: 'pay', subscription: s, charge })}
      aria-label={`Pagar ${s.descricao}`}
    >
      Pagar
    </Button>
  );
}

const badge = (s: CustomerSubscription) => <SubscriptionStatusBadge status={s.status} />;

/**
 * Spec 001 section 2.8's columns, naming the plan and the seller where the spec showed their ids
 * ('Plano ID', 'Vendedor ID'): a raw id means nothing to a customer (issue 20).
 */
const columns = (onOpen: Open): DataColumn<CustomerSubscription>[] => [
  { key: 'descricao', header: 'Descrição', render: (s) => s.descricao },
  { key: 'plano', header: 'Plano', render: (s) => s.plano.nome },
  { key: 'vendedor', header: 'Vendedor', render: (s) => s.vendedor.nome },
  { key: 'vencimento', header: 'Vencimento', render: (s) => formatDate(s.data_vencimento) },
  { key: 'status', header: 'Status', render: badge },
  { key: 'valor', header: 'Valor', render: (s) => formatBRL(s.amount_cents) },
  { key: 'acoes', header: 'Ações', render: (s) => <ChargeAction subscription={s} onOpen={onOpen} /> },
];

export interface SubscriptionsTabProps {
  subscriptions: readonly CustomerSubscription[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function SubscriptionsTab({ subscriptions, loading, failed, onRetry }: SubscriptionsTabProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const boleto = dialog?.kind === 'boleto' ? subscriptions.find((s) => s.id === dialog.id) : undefined;
  return (
    <>
      <DataList
        items={subscriptions}
        columns={columns(setDialog)}
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
            actions={s.em_aberto ? <ChargeAction subscription={s} onOpen={setDialog} /> : undefined}
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
      {dialog?.kind === 'pay' ? (
        <PayModal subscription={dialog.subscription} charge={dialog.charge} onClose={close} />
      ) : null}
      {boleto ? <BoletoModal subscription={boleto} onClose={close} /> : null}
    </>
  );
}
