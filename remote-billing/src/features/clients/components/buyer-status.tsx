import { ACCOUNT_INVITE_LABELS, type BuyerRecord } from '@pagora/shared/contracts';
import { StatusBadge } from '@pagora/shared/ui';
import styles from '../../../components/list-screen.module.css';

/**
 * Issue 41, names not machinery: the buyer's registration at the payment provider in words a
 * seller reads; the provider's own id only in a detail for support, labelled as the provider's.
 */
export const providerRegistration = (b: BuyerRecord) =>
  `Cadastro no provedor: ${b.id_comprador ? 'concluído' : 'pendente'}`;

export function ProviderSupportDetail({ buyer }: { buyer: BuyerRecord }) {
  if (!buyer.id_comprador) return null;
  return (
    <details>
      <summary>Detalhes para suporte</summary>
      <span className={styles.muted}>ID na Zoop (suporte): {buyer.id_comprador}</span>
    </details>
  );
}

/** 'Convite pendente' / 'Convite expirado' while the buyer has not created a password. */
export function InviteBadge({ buyer }: { buyer: BuyerRecord }) {
  const status = buyer.convite?.status;
  if (!status || status === 'aceito') return null;
  const tone = status === 'pendente' ? 'warning' : 'danger';
  return <StatusBadge tone={tone} label={ACCOUNT_INVITE_LABELS[status]} />;
}

/** 'Reenviar convite' is offered while the invitation is not accepted. */
export const inviteOpen = (b: BuyerRecord) => b.convite !== undefined && b.convite.status !== 'aceito';
