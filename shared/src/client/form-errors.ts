import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per top-level field, from the same zod schema the API uses. */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): FieldErrors<z.input<S>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors as FieldErrors<z.input<S>>;
}

/** Keep only the errors of fields the user has touched (per-change validation). */
export function pickTouched<T>(errors: FieldErrors<T>, touched: Partial<Record<keyof T & string, boolean>>) {
  const out: FieldErrors<T> = {};
  for (const key of Object.keys(errors) as (keyof T & string)[]) if (touched[key]) out[key] = errors[key];
  return out;
}
