import { useState } from 'react';
import { formatBRL, formatDate } from '@pagora/shared';
import { messageOf, useSession } from '@pagora/shared/client';
import type { CustomerSubscription } from '@pagora/shared/contracts';
import { FormModal, Spinner, notify } from '@pagora/shared/ui';
import { useCards } from '../api/cards';
import { useMoneyAction } from '@pagora/shared/data';
import { usePaySubscription } from '../api/my-subscriptions';
import styles from './my-subscriptions.module.css';

export type OpenCharge = NonNullable<CustomerSubscription['em_aberto']>;

function CardChoice({ cardId, onChoose }: { cardId: string | null; onChoose: (id: string) => void }) {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const cards = useCards(userId);
  if (cards.isPending) return <Spinner label="Carregando cartões..." />;
  if (cards.isError) return <p role="alert">{messageOf(cards.error, 'Erro ao buscar cartões')}</p>;
  if (cards.data.dados.length === 0)
    return <p>Nenhum cartão cadastrado. Adicione um cartão na aba Cartões para pagar.</p>;
  return (
    <fieldset className={styles.choices}>
      <legend>Escolha o cartão</legend>
      {cards.data.dados.map((card) => (
        <label key={card.id} className={styles.choice}>
          <input
            type="radio"
            name="cardId"
            value={card.id}
            checked={cardId === card.id}
            onChange={() => onChoose(card.id)}
          />
          {`${card.bandeira} ${card.numero} — ${card.titular}${card.principal ? ' (Principal)' : ''}`}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Realizar Pagamento' (spec 001 section 2.8): the open charge, paid with a saved card. Mounted
 * per opening, so each opening is one payment with one Idempotency-Key (useMoneyAction): a double
 * click, or a try again after a lost answer, cannot charge twice, and a payment still in progress
 * is asked again until it answers, so a race ends on 'paid', never on a red error.
 */
export function PayModal({
  subscription,
  charge,
  onClose,
}: {
  subscription: CustomerSubscription;
  charge: OpenCharge;
  onClose: () => void;
}) {
  const [chosenId, setCardId] = useState<string | null>(null);
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  // Until the customer picks one, the card the server marks principal is the one paid with.
  const principalId = useCards(userId).data?.dados.find((card) => card.principal)?.id ?? null;
  const cardId = chosenId ?? principalId;
  const pay = usePaySubscription();
  const action = useMoneyAction((vars: { id: string; cardId: string }, idempotencyKey: string) =>
    pay.mutateAsync({ ...vars, idempotencyKey }),
  );
  const amount = formatBRL(charge.amount_cents);

  const submit = async () => {
    if (!cardId) return;
    const outcome = await action.run({ id: subscription.id, cardId });
    if (!outcome) return;
    if (outcome.kind === 'done') {
      notify.success(outcome.answer.message);
      onClose();
      return;
    }
    // A decline is this key's final answer: the next try, maybe with another card, is a new payment.
    notify.error(messageOf(outcome.error, 'Erro ao realizar pagamento'));
  };

  return (
    <FormModal
      open
      title="Realizar Pagamento"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={`Pagar ${amount}`}
      busyLabel="Processando..."
      busy={action.busy}
      submitDisabled={!cardId}
    >
      <dl className={styles.details}>
        <dt>Descrição</dt>
        <dd>{subscription.descricao}</dd>
        <dt>Valor</dt>
        <dd>{amount}</dd>
        <dt>Vencimento</dt>
        <dd>{formatDate(charge.vencimento)}</dd>
      </dl>
      <CardChoice cardId={cardId} onChoose={setCardId} />
    </FormModal>
  );
}
