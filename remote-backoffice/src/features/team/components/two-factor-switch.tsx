import { messageOf } from '@pagora/shared/client';
import { notify } from '@pagora/shared/ui';
import { useRequireTwoFactor } from '../api/require-two-factor';
import styles from './team.module.css';

export const TWO_FACTOR_LABEL = 'Exigir verificação em duas etapas para toda a equipe';

/** Owners only: members without a second factor are sent to set it up before anything else. */
export function TwoFactorSwitch({ required }: { required: boolean }) {
  const set = useRequireTwoFactor();
  const toggle = (next: boolean) =>
    set.mutate(next, {
      onSuccess: () =>
        notify.success(next ? 'Verificação em duas etapas exigida da equipe' : 'Exigência removida'),
      onError: (err) => notify.error(messageOf(err, 'Erro ao alterar a exigência.')),
    });
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={required}
        disabled={set.isPending}
        onChange={(e) => toggle(e.target.checked)}
      />
      {TWO_FACTOR_LABEL}
    </label>
  );
}
