import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import type { ChargeLink } from '../order';
import type { ChargeAnswer } from '../charge-common';
import type { ChargeInput, MethodRules, PaymentMethodModule } from './types';

/** A payment request read by its method's schema, with the method's rules bound to it. */
export type MethodIntent = {
  /** The parsed request, as the Idempotency-Key's fingerprint hashes it. */
  request: { method: string };
  idempotencyKeyRequired: string | undefined;
  check(link: ChargeLink): void;
  findOpen(ctx: AppContext, link: ChargeLink, payerKey: string | null): Promise<ChargeAnswer | null>;
  cardNumber: string | undefined;
  charge(ctx: AppContext, input: Omit<ChargeInput<never>, 'request'>): Promise<ChargeAnswer>;
};

/** A module as the registry keeps it: its rules, and `read` for what depends on a request. */
export type RegisteredMethod<Id extends string = string> = {
  rules: MethodRules<Id>;
  read(body: unknown): MethodIntent;
};

export function defineMethod<Id extends string, R extends { method: Id }>(
  module: PaymentMethodModule<Id, R>,
): RegisteredMethod<Id> {
  return {
    rules: module,
    read(body) {
      const parsed = module.schema.safeParse(body);
      if (!parsed.success) throw firstIssue(parsed.error);
      const request = parsed.data;
      return {
        request,
        idempotencyKeyRequired: module.idempotencyKeyRequired,
        check: (link) => module.check(link, request),
        findOpen: async (ctx, link, payerKey) =>
          module.findOpen ? module.findOpen(ctx, link, request, payerKey) : null,
        cardNumber: module.cardNumberOf?.(request),
        charge: (ctx, input) => module.charge(ctx, { ...input, request }),
      };
    },
  };
}

/** The payer sees the spec's message for the first bad field; a zod union would bury it. */
function firstIssue(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return AppError.badRequest(
    issue?.message ?? 'Requisição inválida.',
    field || undefined,
    'validation_error',
  );
}
