import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { pickTouched, validateWith, type FieldErrors } from './form-errors';

/**
 * Per-change validation with a shared zod schema: a field shows its message once edited;
 * `touchAll` (on submit) shows every message.
 */
export function useFormState<S extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: S,
  initial: z.input<S>,
  /** Fields validated together: editing one shows the others' messages too (e.g. a password change). */
  groups: (keyof z.input<S> & string)[][] = [],
) {
  const validate = useCallback((values: z.input<S>) => validateWith(schema, values), [schema]);
  return useValidatedForm<z.input<S>>(validate, initial, groups);
}

/**
 * `useFormState` with the rules as a function (the first message per field), for a page that must
 * not load zod: the login form (`validateLogin`).
 */
export function useValidatedForm<Values extends object>(
  validate: (values: Values) => FieldErrors<Values>,
  initial: Values,
  groups: (keyof Values & string)[][] = [],
) {
  type Key = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});
  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors: FieldErrors<Values> = useMemo(() => pickTouched(allErrors, touched), [allErrors, touched]);
  const setField = (key: Key, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    const group = groups.find((g) => g.includes(key)) ?? [key];
    setTouched((t) => ({ ...t, ...Object.fromEntries(group.map((k) => [k, true])) }));
  };
  const touchAll = () => {
    const all: Partial<Record<Key, boolean>> = {};
    for (const key of Object.keys(values) as Key[]) all[key] = true;
    setTouched(all);
  };
  const hasVisibleErrors = Object.keys(errors).length > 0;
  return { values, setValues, errors, allErrors, setField, touchAll, hasVisibleErrors };
}
