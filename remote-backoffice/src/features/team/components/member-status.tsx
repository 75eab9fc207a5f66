import { formatDateTime } from '@pagora/shared';
import { TEAM_STATUS_LABELS, type TeamMember } from '@pagora/shared/contracts';
import { StatusBadge, type Tone } from '@pagora/shared/ui';
import styles from './team.module.css';

const TONES: Record<TeamMember['status'], Tone> = {
  ativo: 'success',
  convidado: 'info',
  expirado: 'warning',
};

/** 'Situação': active, or the invitation and until when it can be accepted. */
export function MemberStatus({ m }: { m: TeamMember }) {
  return (
    <>
      <StatusBadge tone={TONES[m.status]} label={TEAM_STATUS_LABELS[m.status]} />
      {m.status === 'convidado' && m.expiresAt ? (
        <span className={styles.muted}>{`Válido até ${formatDateTime(m.expiresAt)}`}</span>
      ) : null}
    </>
  );
}

export const lastSeen = (m: TeamMember) => (m.lastSeenAt ? formatDateTime(m.lastSeenAt) : 'Nunca');
export const twoFactorText = (m: TeamMember) => (m.twoFactor ? 'Ativada' : 'Desativada');

/** 'Papel', with a finance member's refund limit. */
export const roleText = (m: TeamMember) =>
  m.refundLimit ? `${m.roleLabel} (estornos até ${m.refundLimit})` : m.roleLabel;
