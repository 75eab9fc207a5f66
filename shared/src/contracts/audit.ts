import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The audit trail (issue 12): who changed an interest plan or a link's pricing rules, when, what
 * (before and after, per field and per installment) and how many open links it touched.
 */
/** 'saque': an operator's decision on a payout 'Em verificação' (issue 36). */
/** 'tabela_taxas': a marketplace's fee table (issue 38); its id is the marketplace's. */
export const AUDIT_ENTITIES = ['juros', 'link', 'saque', 'tabela_taxas'] as const;
export const AUDIT_ACTIONS = ['criado', 'alterado', 'removido', 'em_uso'] as const;

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditChangeSchema = z.object({ campo: z.string(), antes: auditValue, depois: auditValue });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entidade: z.enum(AUDIT_ENTITIES),
  entidade_id: z.string(),
  acao: z.enum(AUDIT_ACTIONS),
  autor: z.object({ id: z.string().nullable(), nome: z.string() }),
  data: z.string(),
  mudancas: z.array(auditChangeSchema),
  links_afetados: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditContract = {
  list: endpoint({
    method: 'GET',
    path: '/auditoria',
    tag: 'audit',
    summary: 'The history of an interest plan or a link: newest first, only what the caller may read.',
    query: z.object({
      entidade: z.enum(AUDIT_ENTITIES, { error: 'Entidade inválida.' }),
      id: z.string({ error: 'Informe o id.' }).trim().min(1, { error: 'Informe o id.' }).max(64),
    }),
    response: { 200: z.object({ dados: z.array(auditEntrySchema) }) },
  }),
};
