import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FEE_TABLE_MESSAGES, STANDARD_FEE_RATES, brasiliaToday } from '@pagora/shared';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startFeesApp, versionBody } from './test-support';

type Auth = { authorization: string };
type Version = {
  id: string | null;
  validFrom: string | null;
  rates: typeof STANDARD_FEE_RATES;
  feeRecipient: unknown;
};
type Table = { marketplaceId: string; current: Version; scheduled: Version[] };

const dayAfter = (days: number) =>
  new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe("'Tabela de taxas': versions by day, who may read and change them, the history (issue 38)", () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  let m1: string;
  let bruno: { id: string };
  let carla: { id: string };

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth[who] ?? {}, ...(payload === undefined ? {} : { payload }) });

  before(async () => {
    t = await startFeesApp();
    for (const [name, email] of Object.entries(DEMO_LOGINS)) auth[name] = await t.loginAs(email);
    m1 = t.demo.sellers.find((s) => s.seller.email === DEMO_LOGINS.seller)!.seller.marketplaceId;
    bruno = t.demo.sellers.find((s) => s.seller.email === 'bruno@pagora.demo')!.seller;
    carla = t.demo.sellers.find((s) => s.seller.email === DEMO_LOGINS.seller2)!.seller;
  });
  after(() => t.close());

  test('before any version: the standard rates, the own fee being the marketplace taxa padrão', async () => {
    await t.ctx.database.query('UPDATE marketplaces SET taxa_padrao = 150 WHERE id = $1', [m1]);
    const res = await call('marketplace', 'GET', '/api/fee-table');
    assert.equal(res.statusCode, 200, res.body);
    const table = res.json<Table>();
    assert.deepEqual(table.current.rates, { ...STANDARD_FEE_RATES, ownHundredths: 150 });
    assert.equal(table.current.id, null);
    assert.deepEqual(table.scheduled, []);
  });

  test('each field is checked, with its pt-BR message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ card_1x: '100,01' }, 'card_1x', FEE_TABLE_MESSAGES.rate],
      [{ pix: '0,999' }, 'pix', FEE_TABLE_MESSAGES.rate],
      [{ boleto: '100,01' }, 'boleto', FEE_TABLE_MESSAGES.boleto],
      [{ own_fee: '2' }, 'fee_recipient_seller_id', FEE_TABLE_MESSAGES.recipient],
      [{ valid_from: dayAfter(-1) }, 'valid_from', FEE_TABLE_MESSAGES.validFromPast],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(
        'marketplace',
        'POST',
        '/api/fee-table',
        versionBody(brasiliaToday(), overrides),
      );
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.equal(res.json<{ field?: string }>().field, field, res.body);
      assert.equal(res.json<{ message: string }>().message, message);
    }
    // A seller of another marketplace cannot receive this one's fee.
    const foreign = await call(
      'marketplace',
      'POST',
      '/api/fee-table',
      versionBody(brasiliaToday(), { own_fee: '2', fee_recipient_seller_id: carla.id }),
    );
    assert.equal(foreign.statusCode, 422, foreign.body);
    assert.equal(foreign.json<{ message: string }>().message, FEE_TABLE_MESSAGES.recipient);
    assert.equal((await call('marketplace', 'GET', '/api/fee-table')).json<Table>().current.id, null);
  });

  test('a version from today is in force and final; one ahead is scheduled and may be replaced', async () => {
    const today = await call(
      'marketplace',
      'POST',
      '/api/fee-table',
      versionBody(brasiliaToday(), { card_2_6x: '4,49', own_fee: '2,5', fee_recipient_seller_id: bruno.id }),
    );
    assert.equal(today.statusCode, 201, today.body);
    const again = await call('marketplace', 'POST', '/api/fee-table', versionBody(brasiliaToday()));
    assert.equal(again.statusCode, 409, again.body);

    const ahead = dayAfter(10);
    assert.equal(
      (await call('marketplace', 'POST', '/api/fee-table', versionBody(ahead, { pix: '1' }))).statusCode,
      201,
    );
    const replaced = await call('marketplace', 'POST', '/api/fee-table', versionBody(ahead, { pix: '1,19' }));
    assert.equal(replaced.statusCode, 201, replaced.body);

    const table = (await call('marketplace', 'GET', '/api/fee-table')).json<Table>();
    assert.equal(table.current.validFrom, brasiliaToday());
    assert.equal(table.current.rates.card['2-6x'], 449);
    assert.equal(table.current.rates.ownHundredths, 250);
    assert.deepEqual(table.current.feeRecipient, { sellerId: bruno.id, nome: 'Bruno Lima Eletrônicos' });
    assert.deepEqual(
      table.scheduled.map((v) => [v.validFrom, v.rates.pixHundredths]),
      [[ahead, 119]],
    );

    const history = await call('marketplace', 'GET', '/api/fee-table/history');
    assert.equal(history.statusCode, 200, history.body);
    const entries = history.json<{
      dados: { acao: string; mudancas: { campo: string; antes: unknown; depois: unknown }[] }[];
    }>().dados;
    assert.deepEqual(
      entries.map((e) => e.acao),
      ['alterado', 'criado', 'criado'],
    );
    assert.deepEqual(
      entries[0]?.mudancas.find((m) => m.campo === 'pix'),
      { campo: 'pix', antes: '1 %', depois: '1,19 %' },
    );
  });

  test('a seller reads what it pays (its own taxa padrão first), without the recipient, and changes nothing', async () => {
    const ana = t.demo.sellers.find((s) => s.seller.email === DEMO_LOGINS.seller)!.seller;
    await t.ctx.database.query('UPDATE sellers SET taxa_padrao = 300 WHERE id = $1', [ana.id]);
    const res = await call('seller', 'GET', '/api/fee-table');
    assert.equal(res.statusCode, 200, res.body);
    const table = res.json<Table>();
    assert.equal(table.current.rates.card['2-6x'], 449);
    assert.equal(table.current.rates.ownHundredths, 300);
    assert.equal(table.current.feeRecipient, null);
    assert.deepEqual(table.scheduled, []);
    assert.equal((await call('seller', 'POST', '/api/fee-table', versionBody(dayAfter(20)))).statusCode, 403);
    assert.equal((await call('seller', 'GET', '/api/fee-table/history')).statusCode, 403);
  });

  test('tenants: another marketplace neither reads nor writes this table; an admin names the marketplace', async () => {
    const other = await call('marketplace2', 'GET', `/api/fee-table?marketplaceId=${m1}`);
    assert.equal(other.statusCode, 404, other.body);
    const write = await call(
      'marketplace2',
      'POST',
      `/api/fee-table?marketplaceId=${m1}`,
      versionBody(dayAfter(5)),
    );
    assert.equal(write.statusCode, 404, write.body);
    const own = (await call('marketplace2', 'GET', '/api/fee-table')).json<Table>();
    assert.notEqual(own.marketplaceId, m1);
    assert.equal(own.current.id, null);

    assert.equal((await call('admin', 'GET', '/api/fee-table')).statusCode, 400);
    const admin = await call('admin', 'GET', `/api/fee-table?marketplaceId=${m1}`);
    assert.equal(admin.statusCode, 200, admin.body);
    assert.equal(admin.json<Table>().current.rates.card['2-6x'], 449);
    const added = await call(
      'admin',
      'POST',
      `/api/fee-table?marketplaceId=${m1}`,
      versionBody(dayAfter(30)),
    );
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json<{ dados: Table }>().dados.scheduled.length, 2);
    assert.equal((await call('customer', 'GET', '/api/fee-table')).statusCode, 403);
  });
});
