import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPixBrCode, formatCentsAmount, parseAmountToCents, validatePixBrCode } from './br-code';
import { crc16CcittFalse } from './crc16';

const BCB_GOLDEN =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16CcittFalse', () => {
  it('matches the standard check value and the BCB golden vector', () => {
    assert.equal(crc16CcittFalse('123456789'), '29B1');
    assert.equal(crc16CcittFalse(BCB_GOLDEN.slice(0, -4)), '1D3D');
  });
});

describe('amount formatting', () => {
  it('formats and parses cents without floats', () => {
    assert.equal(formatCentsAmount(1234), '12.34');
    assert.equal(formatCentsAmount(5), '0.05');
    assert.equal(formatCentsAmount(100501), '1005.01');
    assert.equal(parseAmountToCents('1.005'), undefined);
    assert.equal(parseAmountToCents('10.5'), 1050);
    assert.equal(parseAmountToCents('0.07'), 7);
  });
});

describe('buildPixBrCode', () => {
  it('reproduces the BCB golden vector for a static key', () => {
    const check = validatePixBrCode(BCB_GOLDEN);
    assert.deepEqual(check.errors, []);
    assert.equal(check.fields.key, '123e4567-e12b-12d1-a456-426655440000');
    assert.equal(check.fields.merchantName, 'Fulano de Tal');
  });

  it('builds a dynamic code with 01=12, a scheme-less URL and exact amount', () => {
    const emv = buildPixBrCode({
      merchantName: 'Padaria São João da Esquina Ltda',
      merchantCity: 'São Paulo',
      amountCents: 100501,
      txid: 'abc123DEF456abc123DEF456abc123',
      url: 'https://pix.example.com/qr/v2/abc',
    });
    assert.match(emv, /^00020101021226/);
    assert.ok(emv.includes('2525pix.example.com/qr/v2/abc'));
    assert.ok(emv.includes('54071005.01'));
    assert.ok(emv.includes('5925Padaria Sao Joao da Esqui'));
    assert.ok(emv.includes('6009Sao Paulo'));
    const check = validatePixBrCode(emv, { amountCents: 100501, txid: 'abc123DEF456abc123DEF456abc123' });
    assert.deepEqual(check.errors, []);
    assert.equal(check.fields.url, 'pix.example.com/qr/v2/abc');
  });

  it('rejects a bad txid', () => {
    assert.throws(() =>
      buildPixBrCode({
        merchantName: 'A',
        merchantCity: 'B',
        amountCents: 1,
        txid: 'pedido-123 #x',
        key: 'k',
      }),
    );
  });
});

describe('validatePixBrCode', () => {
  const emv = buildPixBrCode({
    merchantName: 'Loja',
    merchantCity: 'Recife',
    amountCents: 1234,
    txid: 'TX1',
    key: 'a@b.c',
  });

  it('flags a tampered CRC, amount mismatch and txid mismatch', () => {
    const tampered = emv.slice(0, -1) + (emv.endsWith('0') ? '1' : '0');
    assert.deepEqual(validatePixBrCode(tampered).errors, ['CRC inválido.']);
    assert.equal(validatePixBrCode(emv, { amountCents: 1235 }).valid, false);
    assert.equal(validatePixBrCode(emv, { txid: 'TX2' }).valid, false);
    assert.equal(validatePixBrCode(emv, { amountCents: 1234, txid: 'TX1' }).valid, true);
  });

  it('flags wrong GUI, currency and country even with a recomputed CRC', () => {
    const resign = (s: string) => s.slice(0, -4) + crc16CcittFalse(s.slice(0, -4));
    const errorsOf = (s: string) => validatePixBrCode(resign(s)).errors;
    assert.deepEqual(errorsOf(emv.replace('br.gov.bcb.pix', 'br.gov.bcb.pux')), [
      'GUI do campo 26 não é br.gov.bcb.pix.',
    ]);
    assert.deepEqual(validatePixBrCode(resign(emv.replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'))).errors, []);
    assert.deepEqual(errorsOf(emv.replace('5303986', '5303840')), ['Moeda (53) deve ser 986.']);
    assert.deepEqual(errorsOf(emv.replace('5802BR', '5802US')), ['País (58) deve ser BR.']);
  });

  it('rejects garbage without throwing', () => {
    assert.equal(validatePixBrCode('hello').valid, false);
    assert.equal(validatePixBrCode('0002016304ABCD').valid, false);
  });
});
