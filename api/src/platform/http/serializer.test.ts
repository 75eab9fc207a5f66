import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as contracts from '@pagora/shared/contracts';
import { accountsContract, meAnswerSchema } from '@pagora/shared/contracts';
import { z } from 'zod';
import { buildApp } from '../../app';
import { createContext } from '../../app-context';
import { testConfig } from '../../test/config';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../../test/harness';
import { on } from './route';
import { compileStringify } from './serializer';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/**
 * A handler that adds a field by mistake (here a password hash) must not leak it: answers are
 * written by serializers compiled from the contract's response schema, in production too.
 */
for (const env of ['production', 'test'] as const) {
  describe(`stray fields in ${env} mode`, () => {
    let close: () => Promise<void>;
    let inject: Awaited<ReturnType<typeof buildApp>>['inject'];

    before(async () => {
      const { database, drop } = await openTestDatabase();
      await migrate(database);
      const app = await buildApp(createContext(testConfig({ env, webRoot: '/nonexistent' }), database));
      const me = on(accountsContract.me);
      app.route({
        ...me,
        url: '/test/stray-field',
        config: { access: 'public' },
        handler: async () => ({
          user: {
            id: 'u1',
            nome: 'Ana',
            name: 'Ana',
            email: 'ana@example.com',
            cargo: 'seller' as const,
            marketplaceId: null,
            sellerId: null,
            id_juros: null,
            dataInfo: { id: 'u1', cliente_id: 'u1' },
            juros: null,
            emailVerified: true,
            team: {
              role: 'owner' as const,
              permissions: ['personal' as const],
              actor: { id: 'u1', nome: 'Ana', email: 'ana@example.com' },
              membershipId: null,
              twoFactorSetupRequired: false,
            },
            passwordHash: HASH,
          },
          settings: {
            primaryColor: '#000000',
            secondaryColor: '#ffffff',
            logo: null,
            logoMini: null,
            token: 'x',
          },
          sessionId: 'secret-session',
        }),
      });
      await app.ready();
      inject = app.inject.bind(app);
      close = async () => {
        await app.close();
        await drop();
      };
    });
    after(() => close());

    test('only the fields of the response schema are sent', async () => {
      const res = await inject({ method: 'GET', url: '/test/stray-field' });
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes('argon2'), res.body);
      assert.ok(!res.body.includes('secret-session'), res.body);
      const body = res.json<Record<string, Record<string, unknown>>>();
      assert.deepEqual(Object.keys(body).sort(), ['settings', 'user']);
      assert.deepEqual(
        Object.keys(body.user ?? {}).sort(),
        Object.keys(meAnswerSchema.shape.user.shape).sort(),
      );
      assert.equal(body.settings?.token, undefined);
      assert.equal(meAnswerSchema.safeParse(body).success, true);
    });
  });
}

/**
 * Serializers are compiled on a route's first answer (not at start), so a response schema that
 * fast-json-stringify cannot take would only fail when first called: compile every contract's here.
 */
test('every response schema of every contract compiles to a serializer', () => {
  let compiled = 0;
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const e of Object.values(value as Record<string, unknown>)) {
      const response = (e as { response?: Record<string, unknown> } | null)?.response;
      if (typeof e !== 'object' || e === null || !('method' in e) || !response) continue;
      for (const [status, schema] of Object.entries(response)) {
        assert.ok(schema instanceof z.ZodType, `${String(e.method)} ${status}`);
        assert.equal(typeof compileStringify(schema), 'function');
        compiled++;
      }
    }
  }
  assert.ok(compiled > 150, `only ${compiled} response schemas found`);
});
