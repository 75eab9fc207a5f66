import { linkTypeLabel, paymentMethodLabel } from '@pagora/shared';
import type { LinkClosedReason } from '@pagora/shared/contracts';
import { StatusBadge, type StatusBadgeProps } from '@pagora/shared/ui';
import type { PaymentLink } from '../api/get-payment-links';
import styles from './payment-links.module.css';

/** How the card part reads: the interest-free count is what a payer is offered without a plan. */
export function methodText(link: Pick<PaymentLink, 'parcelasSemJuros'>, method: string): string {
  const label = paymentMethodLabel(method);
  if (method !== 'credit_card' || link.parcelasSemJuros < 2) return label;
  return `${label} (até ${link.parcelasSemJuros}x sem juros)`;
}

/**
 * 'Tipo Pagamento': what the payer can pay with (PIX, Cartão de Crédito and its interest-free
 * installments), after 'Assinatura' for a subscription link. The spec's 'Pagamento' told nothing.
 */
export function LinkMethods({ link }: { link: PaymentLink }) {
  return (
    <span className={styles.badges}>
      {link.type === 'assinatura' ? <StatusBadge tone="neutral" label={linkTypeLabel(link.type)} /> : null}
      {link.paymentMethods.map((method) => (
        <StatusBadge key={method} tone="info" label={methodText(link, method)} />
      ))}
    </span>
  );
}

const SHORT_METHOD: Record<string, string> = { credit_card: 'Cartão' };

/**
 * The table's 'Tipo Pagamento' in two short lines: 'Cartão' for the card, and its interest-free
 * count on a line of its own ('Cartão de Crédito (até 6x sem juros)' alone took a fifth of 1366 px).
 */
export function LinkMethodsCompact({ link }: { link: PaymentLink }) {
  const card = link.paymentMethods.includes('credit_card') && link.parcelasSemJuros >= 2;
  return (
    <span className={`${styles.badges} ${styles.methodsCompact}`}>
      {link.type === 'assinatura' ? <StatusBadge tone="neutral" label={linkTypeLabel(link.type)} /> : null}
      {link.paymentMethods.map((method) => (
        <StatusBadge key={method} tone="info" label={SHORT_METHOD[method] ?? paymentMethodLabel(method)} />
      ))}
      {card ? <span className={styles.interestFree}>até {link.parcelasSemJuros}x sem juros</span> : null}
    </span>
  );
}

const CLOSED: Record<LinkClosedReason, StatusBadgeProps> = {
  pago: { tone: 'success', label: 'Pago' },
  limite: { tone: 'neutral', label: 'Limite atingido' },
  expirado: { tone: 'neutral', label: 'Expirado' },
};
const OPEN: Record<PaymentLink['status'], StatusBadgeProps> = {
  ativo: { tone: 'info', label: 'Ativo' },
  pendente: { tone: 'warning', label: 'Pendente' },
  inativo: { tone: 'neutral', label: 'Inativo' },
};

/** A link that takes no more payments says why (a one-payment link paid is 'Pago'), not 'Ativo'. */
export function linkStatusBadge(link: Pick<PaymentLink, 'status' | 'closed'>): StatusBadgeProps {
  return link.closed ? CLOSED[link.closed.reason] : OPEN[link.status];
}

export function LinkStatus({ link }: { link: PaymentLink }) {
  return <StatusBadge {...linkStatusBadge(link)} />;
}

/** A split to a removed seller: the seller must edit the link before its share goes nowhere. */
export function SplitWarning({ link }: { link: PaymentLink }) {
  if (!link.splitWarning) return null;
  return (
    <span className={styles.splitWarning} role="note">
      {link.splitWarning}
    </span>
  );
}
