import type { z } from 'zod';

/**
 * Turning zod issues into what screens and the API show. Paths are dotted ('splitPayments.0.recipient',
 * 'address.zipCode'); an issue on the whole object has the empty path ''.
 */

export interface FieldIssue {
  field: string;
  message: string;
}

const dotted = (path: readonly PropertyKey[]): string => path.map((p) => String(p)).join('.');

/** First message per field, in the order zod reports them (the schema's check order). */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = dotted(issue.path);
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
}

/** The single issue an API answer reports. */
export function firstIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  return issue
    ? { field: dotted(issue.path), message: issue.message }
    : { field: '', message: 'Requisição inválida' };
}
