import type { LightMyRequestResponse } from 'fastify';
import { DEMO_LOGINS, type TestApp } from './harness';

/**
 * Route × role × object tables (issue 12: role and tenant checked on the server on every route).
 * Every demo role plus an anonymous caller; marketplace 1 holds seller, marketplace 2 seller2.
 */
export const MATRIX_ROLES = { ...DEMO_LOGINS, anonymous: null } as const;
export type MatrixRole = keyof typeof MATRIX_ROLES;

/** Expected statuses of one route: per role, one per target, in the order the test names them. */
export type StatusRow = Record<MatrixRole, readonly number[]>;

export type Caller = {
  /** The caller's login id and, for sellers, its seller record id. */
  me: Record<Exclude<MatrixRole, 'anonymous'>, { userId: string; sellerId: string | null }>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: MatrixRole,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
};

/** Logs every demo role in once; `call` sends a request as one of them (anonymous: no header). */
export async function matrixCaller(t: TestApp): Promise<Caller> {
  const auth = new Map<MatrixRole, { authorization: string }>();
  const call: Caller['call'] = (method, url, who, payload) =>
    t.app.inject({
      method,
      url,
      headers: auth.get(who) ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const me = {} as Caller['me'];
  for (const [role, email] of Object.entries(MATRIX_ROLES) as [MatrixRole, string | null][]) {
    if (role === 'anonymous' || !email) continue;
    auth.set(role, await t.loginAs(email));
    const user = (await call('GET', '/api/me', role)).json<{ user: { id: string; sellerId?: string } }>()
      .user;
    me[role] = { userId: user.id, sellerId: user.sellerId ?? null };
  }
  return { call, me };
}

/**
 * Runs `check` for every role × target of `row`, one after the other (each cell may create its
 * own fresh object, so a removal in one cell never changes another).
 */
export async function eachCell<T extends string>(
  targets: readonly T[],
  row: StatusRow,
  check: (who: MatrixRole, target: T, expected: number) => Promise<void>,
): Promise<void> {
  for (const [who, statuses] of Object.entries(row) as [MatrixRole, readonly number[]][]) {
    if (statuses.length !== targets.length) throw new Error(`${who}: one status per target`);
    for (const [i, target] of targets.entries()) await check(who, target, statuses[i] as number);
  }
}
