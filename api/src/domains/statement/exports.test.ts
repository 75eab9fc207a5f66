import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatBRL } from '@pagora/shared';
import type { StatementPage } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { pdfTextLines } from '../../test/pdf-text';
import { brasiliaDay } from './day';
import { saleKit, startStatementApp } from './test-support';

/** RFC 4180 rows (quoted fields may hold commas and doubled quotes). */
const parse = (csv: string): string[][] =>
  csv
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')),
    );

describe('statement exports', () => {
  let t: TestApp;
  let seller: { authorization: string };
  let page: StatementPage;
  const today = brasiliaDay(new Date());
  before(async () => {
    t = await startStatementApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    const kit = saleKit(t);
    const id = await kit.paidCardSale(seller, '1.234,56');
    await kit.refund(seller, id, '34,56');
    page = (
      await t.app.inject({ method: 'GET', url: `/api/statement?from=${today}&to=${today}`, headers: seller })
    ).json<StatementPage>();
  });
  after(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: seller });

  test('CSV: pt-BR headers, one row per line oldest first, money as 1234.56', async () => {
    const res = await get(`/api/statement/export.csv?from=${today}&to=${today}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/csv/);
    const rows = parse(res.body);
    assert.deepEqual(rows[0], [
      'Número',
      'Data',
      'Tipo',
      'Descrição',
      'Venda',
      'Saque',
      'Antecipação',
      'Valor',
      'Saldo após',
    ]);
    const lines = [...page.data].reverse();
    assert.deepEqual(
      rows.slice(1).map((r) => [r[0], r[2], r[7], r[8]]),
      lines.map((l) => [
        l.seq,
        { venda: 'Venda', taxa_provedor: 'Taxa do provedor', estorno: 'Estorno' }[l.kind as 'venda'],
        (l.amountCents / 100).toFixed(2),
        (l.balanceAfterCents / 100).toFixed(2),
      ]),
    );
    assert.ok(rows.some((r) => r[2] === 'Venda' && r[7] === '1234.56'));
  });

  test('OFX 1.0.2: the bank statement with a STMTTRN per line and the closing LEDGERBAL', async () => {
    const res = await get(`/api/statement/export.ofx?from=${today}&to=${today}`);
    assert.equal(res.statusCode, 200);
    const ofx = res.body;
    assert.match(ofx, /^OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102/);
    for (const tag of ['<BANKMSGSRSV1>', '<STMTTRNRS>', '<STMTRS>', '<CURDEF>BRL', '<BANKTRANLIST>'])
      assert.ok(ofx.includes(tag), tag);
    assert.ok(ofx.includes(`<DTSTART>${today.replaceAll('-', '')}`));
    const trns = [
      ...ofx.matchAll(
        /<STMTTRN>\r\n<TRNTYPE>(\w+)\r\n<DTPOSTED>\d{8}[^\r]*\r\n<TRNAMT>(-?\d+\.\d{2})\r\n<FITID>(\d+)/g,
      ),
    ];
    assert.deepEqual(
      trns.map(([, type, amount, fitid]) => [type, amount, fitid]),
      [...page.data]
        .reverse()
        .map((l) => [l.amountCents < 0 ? 'DEBIT' : 'CREDIT', (l.amountCents / 100).toFixed(2), l.seq]),
    );
    assert.ok(ofx.includes(`<LEDGERBAL><BALAMT>${(page.closingBalanceCents / 100).toFixed(2)}`));
  });

  test('the month PDF: opening balance, the lines, totals by kind, closing balance', async () => {
    const res = await get(`/api/statement/month.pdf?month=${today.slice(0, 7)}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    const text = pdfTextLines(res.rawPayload);
    assert.ok(
      text.some((l) => l.startsWith('Extrato de ')),
      text.join('\n'),
    );
    assert.ok(text.includes(`Saldo inicial: ${formatBRL(0)}`), text.join('\n'));
    assert.ok(text.includes('Totais por tipo'));
    assert.ok(text.includes(`Venda: ${formatBRL(123_456)}`), text.join('\n'));
    assert.ok(text.includes(`Estorno: ${formatBRL(-3_456)}`), text.join('\n'));
    assert.ok(text.includes(`Saldo final: ${formatBRL(page.closingBalanceCents)}`));
    const bad = await get('/api/statement/month.pdf?month=2026-13');
    assert.equal(bad.statusCode, 400);
  });
});
