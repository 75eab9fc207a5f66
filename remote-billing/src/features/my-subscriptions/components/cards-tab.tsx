import { useId, useState } from 'react';
import { messageOf, useSession } from '@pagora/shared/client';
import { CARD_MESSAGES, type SavedCard } from '@pagora/shared/contracts';
import {
  Button,
  ConfirmModal,
  DataCard,
  DataList,
  StatusBadge,
  notify,
  type DataColumn,
} from '@pagora/shared/ui';
import { useCards, useRemoveCard, useSetPrincipalCard } from '../api/cards';
import { CardFormModal } from './card-form-modal';
import listStyles from '../../../components/list-screen.module.css';
import styles from './my-subscriptions.module.css';

interface CardActions {
  onPrincipal: (card: SavedCard) => void;
  onRemove: (card: SavedCard) => void;
  settingPrincipal: string | null;
}

const principalBadge = (card: SavedCard) =>
  card.principal ? <StatusBadge tone="success" label="Principal" /> : null;
const validUntil = (card: SavedCard) => `Válido até ${card.validade}`;

function Actions({ card, actions }: { card: SavedCard; actions: CardActions }) {
  const which = `cartão final ${card.final}`;
  return (
    <div className={listStyles.actions}>
      {card.principal ? null : (
        <Button
          variant="secondary"
          onClick={() => actions.onPrincipal(card)}
          loading={actions.settingPrincipal === card.id}
          loadingText="Salvando..."
          aria-label={`Definir Principal: ${which}`}
        >
          Definir Principal
        </Button>
      )}
      <Button variant="danger" onClick={() => actions.onRemove(card)} aria-label={`Remover ${which}`}>
        Remover
      </Button>
    </div>
  );
}

const columns = (actions: CardActions): DataColumn<SavedCard>[] => [
  {
    key: 'bandeira',
    header: 'Bandeira',
    render: (c) => (
      <>
        {c.bandeira} {principalBadge(c)}
      </>
    ),
  },
  { key: 'titular', header: 'Titular', render: (c) => c.titular },
  { key: 'numero', header: 'Número', render: (c) => c.numero },
  { key: 'validade', header: 'Validade', render: validUntil },
  { key: 'acoes', header: 'Ações', render: (c) => <Actions card={c} actions={actions} /> },
];

/** 'Métodos de Pagamento': the customer's saved cards, exactly one of them principal. */
export function CardsTab() {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const cards = useCards(userId);
  const principal = useSetPrincipalCard();
  const remove = useRemoveCard();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const actions: CardActions = {
    onPrincipal: (card) =>
      principal.mutate(card.id, {
        onSuccess: (answer) => notify.success(answer.message || CARD_MESSAGES.principalSet),
        onError: (error) => notify.error(messageOf(error, 'Erro ao definir cartão principal')),
      }),
    onRemove: setRemoving,
    settingPrincipal: principal.isPending ? (principal.variables ?? null) : null,
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => notify.success(answer.message || CARD_MESSAGES.removed),
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover cartão')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Métodos de Pagamento
        </h2>
        <Button onClick={() => setAdding(true)} disabled={!userId}>
          Adicionar Cartão
        </Button>
      </div>
      <DataList
        items={cards.data?.dados ?? []}
        columns={columns(actions)}
        getKey={(c) => c.id}
        renderCard={(c) => (
          <DataCard
            title={`${c.bandeira} ${c.numero}`}
            subtitle={c.titular}
            badge={principalBadge(c)}
            fields={[{ label: 'Validade', value: validUntil(c) }]}
            actions={<Actions card={c} actions={actions} />}
          />
        )}
        caption="Cartões salvos"
        loading={cards.isPending}
        loadingText="Carregando cartões..."
        error={cards.isError ? 'Erro ao buscar cartões' : null}
        onRetry={() => void cards.refetch()}
        empty={{
          title: 'Nenhum cartão cadastrado',
          description: 'Adicione um cartão para pagar suas assinaturas.',
        }}
      />
      {adding && userId ? <CardFormModal userId={userId} onClose={() => setAdding(false)} /> : null}
      <ConfirmModal
        open={removing !== null}
        title="Remover Cartão"
        message={`Tem certeza que deseja remover o cartão ${removing?.numero ?? ''}?`}
        confirmLabel="Remover Cartão"
        busyLabel="Removendo..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
