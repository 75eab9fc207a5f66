import type { z } from 'zod';
import { fieldErrors } from './errors';

/** Parses and returns either the data or the per-field messages, so tests read like the form. */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data?: z.infer<S>; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data, errors: {} } : { errors: fieldErrors(result) };
}
