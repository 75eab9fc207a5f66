import type { Permission } from '../team/roles';
import { useSession } from './session-store';

/**
 * Whether the signed-in person may do `permission` for the business it acts for (issue 39). An
 * account's own login and a customer have no team view: every action of their screens is theirs.
 * Screens hide what this refuses; the server refuses it anyway (403 team_forbidden).
 */
export function useCan(permission: Permission): boolean {
  return useSession((s) => !s.user?.team || s.user.team.permissions.includes(permission));
}
