import { skipToken, useQuery } from '@tanstack/react-query';
import { formatBRL, type PlanPaymentMethod } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { buyersContract, recurrencePlansContract } from '@pagora/shared/contracts';
import type { SelectOption } from '@pagora/shared/ui';
import { knownMethods } from '../../../components/payment-methods';
import { subscriptionKeys } from './subscriptions';

/** The largest page the lists allow: the form offers the first 100 plans and buyers. */
const OPTIONS_PAGE = { page: 1, pageSize: 100 };

const keys = {
  plans: (userId: string | null) => [...subscriptionKeys.all, 'plan-options', userId] as const,
  buyers: (userId: string | null) => [...subscriptionKeys.all, 'buyer-options', userId] as const,
};

export interface PlanOption extends SelectOption {
  active: boolean;
  /** What a subscription to it charges per cycle: the form takes its amount from here. */
  amountCents: number;
  /** How its subscriptions may be charged: the form offers only these (issue 24). */
  methods: PlanPaymentMethod[];
  /** With a boleto: how many days before each due date it is e-mailed. */
  boletoIssueDays: number | null;
}

/** The caller's own recurrence plans: the server subscribes a buyer only to one of those. */
export function usePlanOptions(userId: string | null) {
  return useQuery({
    queryKey: keys.plans(userId),
    queryFn: userId
      ? async ({ signal }): Promise<PlanOption[]> => {
          const page = await call(
            recurrencePlansContract.list,
            { params: { userId }, query: OPTIONS_PAGE },
            { signal },
          );
          return page.dados
            .filter((p) => p.proprio)
            .map((p) => ({
              value: p.id,
              label: `${p.nome} — ${formatBRL(p.amount)}${p.status === 'ativo' ? '' : ' (inativo)'}`,
              active: p.status === 'ativo',
              amountCents: p.amount,
              methods: knownMethods(p.payment_methods),
              boletoIssueDays: p.boleto?.issueDaysBefore ?? null,
            }));
        }
      : skipToken,
  });
}

/**
 * A buyer as people tell buyers apart: the name, then the e-mail (or, without one, the CPF/CNPJ),
 * never the provider's id (issue 41: 'Diego Cliente (637573746f6d…)').
 */
export const buyerLabel = (nome: string, email: string, document = '') =>
  email || document ? `${nome} — ${email || document}` : nome;

/** The caller's buyers (a marketplace's: all of its sellers'), by name and e-mail. */
export function useBuyerOptions(userId: string | null) {
  return useQuery({
    queryKey: keys.buyers(userId),
    queryFn: userId
      ? async ({ signal }): Promise<SelectOption[]> => {
          const page = await call(
            buyersContract.list,
            { params: { sellerId: userId }, query: OPTIONS_PAGE },
            { signal },
          );
          return page.dados.map((b) => ({
            value: b.id,
            label: buyerLabel(b.nome, b.email, b.cpf_cnpj),
          }));
        }
      : skipToken,
  });
}
