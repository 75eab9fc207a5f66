import { formatBRL, formatDate } from '@pagora/shared';
import { SUBSCRIPTION_MESSAGES, type CustomerSubscription } from '@pagora/shared/contracts';
import { Modal } from '@pagora/shared/ui';
import { SubscriptionBoleto } from './subscription-boleto';
import styles from './my-subscriptions.module.css';

/** A boleto subscription is paid at the bank, never by card here: it shows its boleto instead of 'Pagar'. */
export const chargedByBoleto = (s: CustomerSubscription) =>
  s.payment_methods.includes('bank_slip') || Boolean(s.em_aberto?.boleto);

/** Before the engine issues it (some days before the due date) the charge is known, its codes not yet. */
function NotIssuedYet({
  charge,
  daysBefore,
}: {
  charge: NonNullable<CustomerSubscription['em_aberto']>;
  daysBefore: number | null;
}) {
  return (
    <>
      <dl className={styles.details}>
        <dt>Valor</dt>
        <dd>{formatBRL(charge.amount_cents)}</dd>
        <dt>Vencimento</dt>
        <dd>{formatDate(charge.vencimento)}</dd>
      </dl>
      <p role="status">
        {SUBSCRIPTION_MESSAGES.boletoNotIssuedYet}{' '}
        {daysBefore
          ? `Ele será enviado por email ${daysBefore === 1 ? '1 dia' : `${daysBefore} dias`} antes do vencimento.`
          : 'Ele será enviado por email antes do vencimento.'}
      </p>
    </>
  );
}

/** 'Boleto da assinatura': the open charge's boleto, or when it is still to be issued. */
export function BoletoModal({
  subscription,
  onClose,
}: {
  subscription: CustomerSubscription;
  onClose: () => void;
}) {
  const charge = subscription.em_aberto;
  return (
    <Modal open title="Boleto da assinatura" onClose={onClose}>
      <p className={styles.subject}>{subscription.descricao}</p>
      {charge?.boleto ? (
        <SubscriptionBoleto boleto={charge.boleto} />
      ) : charge ? (
        <NotIssuedYet charge={charge} daysBefore={subscription.boleto_dias_antes} />
      ) : (
        <p role="status">{SUBSCRIPTION_MESSAGES.nothingDue}</p>
      )}
    </Modal>
  );
}
