import { useState } from 'react';
import { PasswordInput } from './password-input';

type PairPart = 'password' | 'confirm';

/** The slice of a form (`useFormState`'s) the pair reads and writes; K are the form's field names. */
export interface PasswordPairForm<K extends string> {
  values: Partial<Record<K, string | undefined>>;
  errors: Partial<Record<K, string | undefined>>;
  setField: (key: K, value: string) => void;
}

export interface NewPasswordPairProps<K extends string> {
  form: PasswordPairForm<K>;
  /** The form's names of the new password and of its confirmation. */
  names: Record<PairPart, K>;
  labels?: Record<PairPart, string>;
}

const CHANGE_LABELS: Record<PairPart, string> = { password: 'Nova senha', confirm: 'Confirmar nova senha' };

/**
 * 'New password' and 'confirm' (sign-up, password reset, profile): one toggle on the first field
 * shows both, so the user can compare what was typed; the form's schema says whether they match.
 */
export function NewPasswordPair<K extends string>({
  form,
  names,
  labels = CHANGE_LABELS,
}: NewPasswordPairProps<K>) {
  const [visible, setVisible] = useState(false);
  const part = (which: PairPart) => ({
    label: labels[which],
    name: names[which],
    autoComplete: 'new-password',
    visible,
    value: form.values[names[which]] ?? '',
    onChange: (event: { target: { value: string } }) => form.setField(names[which], event.target.value),
    error: form.errors[names[which]],
  });
  return (
    <>
      <PasswordInput {...part('password')} onToggleVisible={() => setVisible((v) => !v)} />
      <PasswordInput {...part('confirm')} />
    </>
  );
}
