import zlib from 'node:zlib';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { stringify } from 'csv-stringify/sync';
import { saoPauloInstant } from '@pagora/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTransactions } from './test-fixtures';
import { csvLine, exportFileName } from './export-csv';

describe('GET /api/transactions/:userId/export', () => {
  let t: TestApp;
  let seller: { authorization: string };
  let sellerId: string;
  let ids: string[];

  before(async () => {
    t = await createTestApp();
    seller = await t.loginAs('seller@pagora.demo');
    sellerId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: seller })).json<{
      user: { id: string };
    }>().user.id;
    ids = await insertTransactions(t, [
      // 2026-03-05 09:07 in Sao Paulo (UTC-3) is 12:07 UTC.
      {
        seller: 0,
        status: 'pago',
        cents: 123_456,
        refunded: 100,
        at: saoPauloInstant(2026, 3, 5, 9, 7, 0),
        payer: '=SUM(A1)',
        email: 'a;b@x.com',
      },
      {
        seller: 0,
        status: 'falha',
        method: 'credit_card',
        cents: 5,
        at: saoPauloInstant(2026, 3, 6, 23, 59, 0),
        payer: 'Zé "Aspas"',
        email: null,
      },
      {
        seller: 2,
        status: 'pago',
        cents: 999,
        at: saoPauloInstant(2026, 3, 6, 10, 0, 0),
        payer: 'Outra Loja',
      },
    ]);
  });
  after(() => t.close());

  const csv = (query = '', who = seller, userId = sellerId) =>
    t.app.inject({ method: 'GET', url: `/api/transactions/${userId}/export${query}`, headers: who });

  const HEADER =
    'ID;Data;Status;Método;Parcelas;Valor;Valor líquido;Valor estornado;Valor em disputa;Valor de chargeback;Cliente;Email;Telefone;Vendedor;Marketplace;Descrição;ID Zoop;Pago após expiração;Quantidade;Cupom;Desconto;Campos personalizados';

  test('Excel pt-BR by default: BOM, semicolons, decimal comma, dd/mm/aaaa HH:mm, CRLF, formulas neutralized', async () => {
    const res = await csv('?sort=asc');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="transacoes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const expected =
      '\ufeff' +
      [
        HEADER,
        `${ids[0]};05/03/2026 09:07;Completada;PIX;1;1234,56;1221,22;1,00;0,00;0,00;'=SUM(A1);"a;b@x.com";;Ana Souza Artesanato;Mercado Central;;prov-0-123456;Não;1;;0,00;`,
        `${ids[1]};06/03/2026 23:59;Recusada;Cartão de Crédito;1;0,05;0,05;0,00;0,00;0,00;"Zé ""Aspas""";;;Ana Souza Artesanato;Mercado Central;;prov-1-5;Não;1;;0,00;`,
      ].join('\r\n') +
      '\r\n';
    assert.equal(bytes.toString('utf8'), expected);
  });

  test('a browser that accepts gzip or br gets the same file compressed', async () => {
    const plain = (await csv('?sort=asc')).rawPayload;
    for (const [encoding, inflate] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${sellerId}/export?sort=asc`,
        headers: { ...seller, 'accept-encoding': encoding },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding);
      assert.deepEqual(inflate(res.rawPayload), plain, encoding);
    }
  });

  test('format=rfc4180: commas, dot decimals, ISO dates, codes, no BOM', async () => {
    const res = await csv('?sort=asc&format=rfc4180&status=pago');
    const text = res.rawPayload.toString('utf8');
    assert.notEqual(text.charCodeAt(0), 0xfeff);
    const lines = text.split('\r\n');
    assert.equal(lines[0], HEADER.replaceAll(';', ','));
    assert.equal(
      lines[1],
      `${ids[0]},2026-03-05T12:07:00.000Z,pago,pix,1,1234.56,1221.22,1.00,0.00,0.00,'=SUM(A1),a;b@x.com,,Ana Souza Artesanato,Mercado Central,,prov-0-123456,false,1,,0.00,`,
    );
    assert.equal(lines.length, 3);
  });

  test('scoped like the list: a seller never exports another tenant, a foreign id is 404', async () => {
    const text = (await csv()).rawPayload.toString('utf8');
    assert.ok(!text.includes('Outra Loja'));
    const seller2 = await t.loginAs('seller2@pagora.demo');
    assert.equal((await csv('', seller2, sellerId)).statusCode, 404);
    assert.equal((await csv('?format=xls')).statusCode, 400);
  });

  test('every matching row, across keyset batches, exactly once', async () => {
    const many = await insertTransactions(
      t,
      Array.from({ length: 4_100 }, (_, i) => ({
        seller: 0 as const,
        status: 'pendente' as const,
        cents: 100 + i,
        // Equal timestamps in runs of 7: ties are ordered by id, so no batch skips or repeats.
        at: saoPauloInstant(2026, 4, 1 + (Math.floor(i / 7) % 27), 12, 0, 0),
      })),
    );
    // And microsecond timestamps (as now() writes them), which a millisecond cursor would round.
    const s = t.demo.sellers[0]!.seller;
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, created_at)
       SELECT 'demo', $1, $2, 'pendente', 'pix', 100 + g, timestamptz '2026-05-01 12:00:00.000001Z' + g * interval '3 microseconds'
       FROM generate_series(1, 6001) g`,
      [s.id, s.marketplaceId],
    );
    const text = (await csv('?status=pendente&format=rfc4180')).rawPayload.toString('utf8');
    const rows = text.trimEnd().split('\r\n').slice(1);
    assert.equal(rows.length, many.length + 6001);
    assert.equal(new Set(rows.map((r) => r.split(',')[0])).size, many.length + 6001);
  });
});

test("the file is named for the São Paulo day: at 22:30 there it is still today's, though UTC is tomorrow", () => {
  assert.equal(exportFileName(new Date('2026-11-27T01:30:00Z')), 'transacoes-2026-11-26.csv');
  assert.equal(exportFileName(new Date('2026-11-27T03:00:00Z')), 'transacoes-2026-11-27.csv');
});

test('a line is quoted as csv-stringify quotes it (the export wrote through it before issue 42), line breaks always', () => {
  const cells = [
    '',
    'plain',
    'a;b',
    'a,b',
    'Zé "Aspas"',
    '"',
    'line\nbreak',
    'carriage\rreturn',
    'crlf\r\n',
    'ends with \r',
    "'=SUM(A1)",
    ' spaces ',
    'tab\there',
    'ção ñ 日本',
  ];
  const all = cells.map((_, i) => i);
  for (const delimiter of [';', ','] as const) {
    const options = { delimiter, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
    const expected = stringify([cells], options);
    assert.equal(csvLine(cells, all, delimiter), expected);
    // Only the kept columns, in order.
    const some = [1, 2, 4];
    assert.equal(csvLine(cells, some, delimiter), stringify([some.map((i) => cells[i])], options));
  }
});
