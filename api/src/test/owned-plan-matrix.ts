import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, test } from 'node:test';
import { eachCell, matrixCaller, type Caller, type StatusRow } from './access-matrix';
import { createTestApp, type TestApp } from './harness';

/**
 * The access matrix of a plan a seller or a marketplace owns (interest plans, recurrence plans;
 * issue 12), every route × every role × the plans it may or may not touch, exact statuses.
 * Objects, all in marketplace 1: a plan of the demo seller ('seller'), one of the marketplace
 * owner ('owner'); 'bad' is an id that is no uuid. Only the owner changes a plan; marketplace 1
 * reads its seller's (403 on change); marketplace 2 and seller2 see neither (404); an admin only
 * reads.
 */
export type OwnedPlanRoutes = {
  name: string;
  /** '/api/juros': the list is `${base}/cliente/:userId`, one plan `${base}/:id`. */
  base: string;
  table: string;
  body: (nome: string) => object;
  messages: { invalidId: string; notFound: string };
  listen?: boolean;
  /** Other per-plan routes under the same rule (PUT /api/juros/:id/usar). */
  actions?: Array<{
    title: string;
    method: 'PUT' | 'POST';
    path: (id: string) => string;
    whenAllowed?: (res: LightMyRequestResponse) => void;
  }>;
};

const TARGETS = ['seller', 'owner', 'bad'] as const;
type Target = (typeof TARGETS)[number];

/** Edit, remove and the actions: the owner only; its marketplace reads a seller's plan (403). */
const MANAGE: StatusRow = {
  admin: [403, 403, 403],
  marketplace: [403, 200, 400],
  marketplace2: [404, 404, 400],
  seller: [200, 404, 400],
  seller2: [404, 404, 400],
  customer: [403, 403, 403],
  anonymous: [401, 401, 401],
};

export function describeOwnedPlanMatrix(r: OwnedPlanRoutes): void {
  describe(`${r.name}: route × role × own/foreign`, () => {
    let t: TestApp;
    let c: Caller;
    let serial = 0;
    /** A fresh plan of that owner, so a removal in one cell leaves the others. */
    const planOf = async (target: Exclude<Target, 'bad'>) => {
      serial += 1;
      const owner = target === 'seller' ? 'seller' : 'marketplace';
      const res = await c.call('POST', r.base, owner, r.body(`Matriz ${serial}`));
      assert.equal(res.statusCode, 201, res.body);
      return res.json<{ dados: { id: string } }>().dados.id;
    };
    const idFor = (target: Target) => (target === 'bad' ? Promise.resolve('abc') : planOf(target));

    before(async () => {
      t = await createTestApp({}, { listen: r.listen ?? false });
      c = await matrixCaller(t);
    });
    after(() => t.close());

    test(`GET ${r.base}/cliente/:userId: the caller's own id, another user's, a malformed one`, async () => {
      const row: StatusRow = {
        admin: [200, 200, 400],
        marketplace: [200, 404, 400],
        marketplace2: [200, 404, 400],
        seller: [200, 404, 400],
        seller2: [200, 404, 400],
        customer: [403, 403, 403],
        anonymous: [401, 401, 401],
      };
      await eachCell(['own', 'other', 'bad'] as const, row, async (who, target, expected) => {
        const other = who === 'seller' ? c.me.seller2.userId : c.me.seller.userId;
        const self = who === 'anonymous' ? c.me.seller.userId : c.me[who].userId;
        const id = target === 'bad' ? 'abc' : target === 'own' ? self : other;
        const res = await c.call('GET', `${r.base}/cliente/${id}`, who);
        assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
        if (expected === 400) assert.equal(res.json().message, 'ID do usuário inválido.');
      });
    });

    test("the lists: a seller's plan is read by its marketplace and an admin, not by the other tenant", async () => {
      const id = await planOf('seller');
      const seen = { admin: true, marketplace: true, marketplace2: false, seller: true, seller2: false };
      for (const [who, expected] of Object.entries(seen) as [keyof typeof seen, boolean][]) {
        const res = await c.call('GET', `${r.base}/cliente/${c.me[who].userId}?pageSize=100`, who);
        const ids = res.json<{ dados: { id: string }[] }>().dados.map((p) => p.id);
        assert.equal(ids.includes(id), expected, who);
      }
    });

    test(`POST ${r.base}`, async () => {
      const row: StatusRow = {
        admin: [403],
        marketplace: [201],
        marketplace2: [201],
        seller: [201],
        seller2: [201],
        customer: [403],
        anonymous: [401],
      };
      await eachCell(['new'] as const, row, async (who, _target, expected) => {
        const res = await c.call('POST', r.base, who, r.body(`Novo ${who}`));
        assert.equal(res.statusCode, expected, `${who}: ${res.body}`);
      });
    });

    test(`PUT ${r.base}/:id`, async () => {
      await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
        const res = await c.call('PUT', `${r.base}/${await idFor(target)}`, who, r.body('Editado'));
        assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
        if (expected === 400) assert.equal(res.json().message, r.messages.invalidId);
        if (expected === 404) assert.equal(res.json().message, r.messages.notFound);
      });
    });

    for (const action of r.actions ?? []) {
      test(action.title, async () => {
        await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
          const res = await c.call(action.method, action.path(await idFor(target)), who);
          assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
          if (expected === 200) action.whenAllowed?.(res);
        });
      });
    }

    test(`DELETE ${r.base}/:id: only an allowed removal removes`, async () => {
      await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
        const id = await idFor(target);
        const res = await c.call('DELETE', `${r.base}/${id}`, who);
        assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
        if (target === 'bad') return;
        const rows = await t.ctx.database.query(`SELECT 1 FROM ${r.table} WHERE id = $1`, [id]);
        assert.equal(rows.length, expected === 200 ? 0 : 1, `${who} ${target}`);
      });
    });
  });
}
