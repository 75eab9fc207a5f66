import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Bank } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

describe('bank search (issue 41)', () => {
  let t: TestApp;
  let seller: { authorization: string };
  before(async () => {
    t = await createTestApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks', query: { q }, headers: seller });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: Bank[] }>().data;
  };

  it('finds a bank by the name people use, accents and case aside, that bank first', async () => {
    const cases: [string, string, string][] = [
      ['Nubank', '260', 'Nubank'],
      ['nubank', '260', 'Nubank'],
      ['Mercado Pago', '323', 'Mercado Pago'],
      ['Inter', '077', 'Inter'],
      ['C6', '336', 'C6 Bank'],
      ['picpay', '380', 'PicPay'],
      ['PagBank', '290', 'PagBank'],
      ['pagseguro', '290', 'PagBank'],
      ['itau', '341', 'Itaú'],
      ['ITAÚ', '341', 'Itaú'],
      ['bb', '001', 'Banco do Brasil'],
      ['caixa', '104', 'Caixa'],
      ['sicoob', '756', 'Sicoob'],
      ['Sicredi', '748', 'Sicredi'],
      ['neon', '536', 'Neon'],
      ['stone', '197', 'Stone'],
      ['BTG', '208', 'BTG Pactual'],
      ['Bradesco', '237', 'Bradesco'],
      ['santander', '033', 'Santander'],
    ];
    for (const [q, code, commonName] of cases) {
      const [first] = await search(q);
      assert.equal(first?.code, code, q);
      assert.equal(first?.commonName, commonName, q);
    }
  });

  it('still finds by COMPE code and legal name, and every bank shows its legal name', async () => {
    assert.equal((await search('260'))[0]?.name, 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO');
    assert.ok((await search('unibanco')).some((b) => b.code === '341'));
    assert.deepEqual(await search('zzz-no-such-bank'), []);
    const all = await t.app.inject({ method: 'GET', url: '/api/banks', headers: seller });
    const banks = all.json<{ data: Bank[] }>().data;
    assert.ok(banks.length > 100);
    assert.equal(banks.find((b) => b.code === '260')?.commonName, 'Nubank');
    assert.equal(
      banks.find((b) => b.code === '999'),
      undefined,
    );
  });
});
