import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LINK_EXPIRY_TOO_FAR } from '@pagora/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink } from './test-support';

/** A date no column can hold is the caller's mistake: 400 in pt-BR, never a 500 (issue 35). */
describe('POST /api/register-payment expiresAt range', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a far-future validity date answers 400 with its message and stores nothing', async () => {
    const api = linkApi(t);
    const seller = await t.loginAs('seller@pagora.demo');
    const before = await api.count();
    for (const expiresAt of ['9999-12-31', '2500-01-01']) {
      const res = await api.create(seller, { ...validLink, expiresAt });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ message: string }>().message, LINK_EXPIRY_TOO_FAR);
    }
    assert.equal(await api.count(), before);
  });
});
