import { useFormContext } from 'react-hook-form';
import {
  PERMISSION_LABELS,
  ROLE_PERMISSIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamRole,
} from '@pagora/shared';
import { SelectField, TextField } from '@pagora/shared/ui';
import styles from './team.module.css';

/** Only an owner may grant the owner role (the server refuses it to anyone else). */
const roleOptions = (canGrantOwner: boolean) =>
  TEAM_ROLES.filter((r) => canGrantOwner || r !== 'owner').map((r) => ({
    value: r,
    label: TEAM_ROLE_LABELS[r],
  }));

/** What the chosen role can do, one line per permission, as docs/team.md lists it. */
function RoleAbilities({ role }: { role: TeamRole }) {
  return (
    <ul className={styles.abilities} aria-label={`O que ${TEAM_ROLE_LABELS[role]} pode fazer`}>
      {ROLE_PERMISSIONS[role].map((p) => (
        <li key={p}>{PERMISSION_LABELS[p]}</li>
      ))}
    </ul>
  );
}

/** 'Papel' and, for Financeiro only, 'Limite de estorno' (reais, as the app's money fields). */
export function RoleFields({ canGrantOwner }: { canGrantOwner: boolean }) {
  const { watch } = useFormContext<{ role: TeamRole }>();
  const role = watch('role');
  return (
    <>
      <SelectField name="role" label="Papel *" options={roleOptions(canGrantOwner)} />
      <RoleAbilities role={role} />
      {role === 'finance' ? (
        <TextField name="refundLimit" label="Limite de estorno *" inputMode="decimal" placeholder="500,00" />
      ) : null}
    </>
  );
}
