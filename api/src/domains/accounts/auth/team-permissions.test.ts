import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  roleCan,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type Role,
  type TeamRole,
} from '@pagora/shared';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import type { ApiRoute } from '../../../platform/types/fastify';
import { addTeamMember } from '../testing';

/**
 * Issue 39: every staff route × every team role, as a member of a seller, a marketplace and the
 * platform. A role without the route's permission is refused by the guard before anything runs
 * (403 team_forbidden); a role with it gets past the guard (whatever the route then answers to an
 * empty request). docs/security.md's tables are generated from the same code and checked here.
 */
const DOC = new URL('../../../../../docs/security.md', import.meta.url);
const START = '<!-- team-permissions: generated from shared/src/team/roles.ts and the routes -->';
const END = '<!-- team-permissions: end -->';
const MEMBER_ROLES = TEAM_ROLES.filter((r) => r !== 'owner');
const ACCOUNTS = {
  seller: DEMO_LOGINS.seller,
  marketplace: DEMO_LOGINS.marketplace,
  admin: DEMO_LOGINS.admin,
};

const reaches = (route: ApiRoute, cargo: Role) =>
  route.access === 'authenticated' || (Array.isArray(route.access) && route.access.includes(cargo));

/** The two tables docs/security.md shows between the markers. */
function permissionDocs(routes: readonly ApiRoute[]): string {
  const roles = TEAM_ROLES.map((r) => TEAM_ROLE_LABELS[r]);
  const byRole = PERMISSIONS.map(
    (p) =>
      `| ${PERMISSION_LABELS[p]} (\`${p}\`) | ${TEAM_ROLES.map((r) => (roleCan(r, p) ? 'sim' : '—')).join(' | ')} |`,
  );
  const staff = routes
    .filter((r) => r.permission !== null)
    .map((r) => `| \`${r.method} ${r.url}\` | \`${r.permission}\` | ${access(r)} |`)
    .sort();
  return [
    START,
    '',
    `| Permissão | ${roles.join(' | ')} |`,
    `| --- | ${roles.map(() => '---').join(' | ')} |`,
    ...byRole,
    '',
    '| Rota | Permissão | Quem chama |',
    '| --- | --- | --- |',
    ...staff,
    '',
    END,
  ].join('\n');
}

const access = (r: ApiRoute) =>
  r.access === 'authenticated' ? 'qualquer login' : Array.isArray(r.access) ? r.access.join(', ') : 'público';

/** Prettier pads table cells and `| --- |` rows: compared without the padding. */
const normalized = (text: string) =>
  text.replace(/-{3,}/g, '-').replace(/\s+\|/g, ' |').replace(/\|\s+/g, '| ').trim();

let t: TestApp;
const members = new Map<string, { authorization: string }>();
before(async () => {
  t = await createTestApp({}, { listen: true });
  await t.ctx.jobs.stop();
  for (const [cargo, email] of Object.entries(ACCOUNTS))
    for (const role of MEMBER_ROLES) {
      const m = await addTeamMember(t, email, role, { refundLimitCents: role === 'finance' ? 100 : null });
      members.set(`${cargo}:${role}`, { authorization: m.authorization });
    }
});
after(() => t.close());

test('docs/security.md shows what each role may do and every staff route’s permission, as the code runs it', async () => {
  const doc = await readFile(DOC, 'utf8');
  const expected = permissionDocs(t.app.apiRoutes);
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  assert.ok(from >= 0 && to > from, `docs/security.md lost its markers; paste:\n${expected}`);
  assert.equal(
    normalized(doc.slice(from, to + END.length)),
    normalized(expected),
    `expected in docs/security.md:\n${expected}`,
  );
});

test('only the owner and the administrator hold every permission; everyone holds their own account', () => {
  assert.deepEqual(ROLE_PERMISSIONS.owner, PERMISSIONS);
  for (const role of TEAM_ROLES) assert.ok(roleCan(role, 'personal'), role);
  assert.ok(
    !roleCan('support', 'refund') && !roleCan('developer', 'payouts') && !roleCan('finance', 'developers'),
  );
});

describe('every staff route × every team role', () => {
  for (const cargo of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])
    for (const role of MEMBER_ROLES)
      test(`${TEAM_ROLE_LABELS[role as TeamRole]} of a ${cargo}`, async () => {
        const auth = members.get(`${cargo}:${role}`)!;
        // 'personal' routes belong to every role (checked above); calling them here would end the
        // member's own session (logout, switching business).
        const routes = t.app.apiRoutes.filter(
          (r) => r.permission !== null && r.permission !== 'personal' && reaches(r, cargo),
        );
        assert.ok(routes.length > 20, `${cargo} reaches ${routes.length} routes`);
        const wrong: string[] = [];
        for (const route of routes) {
          const url = route.url.replace(/:[A-Za-z_]+/g, () => randomUUID());
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: auth,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const refused = res.statusCode === 403 && res.json<{ code?: string }>().code === 'team_forbidden';
          const may = roleCan(role, route.permission!);
          if (refused === may)
            wrong.push(`${route.method} ${route.url} (${route.permission}): ${res.statusCode}`);
          if (res.statusCode >= 500)
            wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
        }
        assert.deepEqual(wrong, []);
      });
});
