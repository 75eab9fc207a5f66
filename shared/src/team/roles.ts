import { z } from 'zod';

/**
 * A business's team (issue 39): the seller, marketplace or platform login is the account; people
 * act for it as members, each with one role. The account's own login is always 'owner'.
 * The server checks these on every staff route (api/src/platform/route-permissions.ts) and the
 * screens hide what a role may not do; docs/security.md's table is generated from this file.
 */
export const TEAM_ROLES = ['owner', 'admin', 'finance', 'developer', 'support'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Escolha um papel da lista.' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  finance: 'Financeiro',
  developer: 'Desenvolvedor',
  support: 'Atendimento',
};

/**
 * What a route asks of the caller's role. Every staff route names exactly one (the route table
 * refuses a route without it), so a new route cannot slip past the team roles.
 */
export const PERMISSIONS = [
  'personal',
  'read',
  'sell',
  'refund',
  'resend',
  'payouts',
  'statement',
  'developers',
  'settings',
  'manage',
  'team',
  'activity',
  'privacy',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** What each permission covers, as docs/security.md and the 'Equipe' screen say it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  personal: 'O próprio perfil, senha, verificação em duas etapas e sessões',
  read: 'Ver transações, links, clientes, saldos e painéis',
  sell: 'Criar e editar links, clientes, planos e assinaturas',
  refund: 'Estornar vendas (Financeiro: até o limite definido pelo proprietário)',
  resend: 'Reenviar comprovantes e links por email',
  payouts: 'Contas bancárias, saques e antecipações',
  statement: 'Extrato, exportações, conciliação e tabela de taxas',
  developers: 'Chaves de API, webhooks e registros de integração',
  settings: 'Configurações do negócio, marca, planos de juros e taxas',
  manage: 'Gerenciar marketplaces e vendedores',
  team: 'Convidar, alterar e remover membros da equipe',
  activity: 'Ver e exportar o registro de atividades',
  privacy: 'Exportar e anonimizar dados de pagadores (LGPD)',
};

export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  finance: ['personal', 'read', 'refund', 'resend', 'payouts', 'statement'],
  developer: ['personal', 'read', 'developers'],
  support: ['personal', 'read', 'resend'],
};

export function roleCan(role: TeamRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Two-step sign-in is required (when the platform enforces it) for a platform admin and for any
 * role that can move money out or create API keys.
 */
export function roleNeedsTwoFactor(cargo: string, role: TeamRole): boolean {
  return cargo === 'admin' || roleCan(role, 'payouts') || roleCan(role, 'developers');
}

export const TEAM_MESSAGES = {
  forbidden: 'Seu papel na equipe não permite esta ação. Peça a um proprietário ou administrador.',
  refundOverLimit: (limit: string) =>
    `Seu limite de estorno é ${limit}. Peça a um proprietário ou administrador para estornar este valor.`,
  twoFactorSetupRequired:
    'Ative a verificação em duas etapas para continuar: ela é obrigatória para a sua conta.',
  lastOwner: 'O proprietário da conta não pode ser removido nem ter o papel alterado.',
  removed: 'Você não faz mais parte desta equipe.',
} as const;
