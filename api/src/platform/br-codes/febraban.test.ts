import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  barcodeOf,
  buildBarcode,
  digitableLine,
  dueDateFactor,
  isValidBarcode,
  mod10,
  mod11,
} from './febraban';
import { readByLibrary } from './independent-check';

// A published Banco do Brasil slip (used in boleto validators' docs), its line typed by a payer.
const BB_BARCODE = '00193373700000001000500940144816060680935031';
const BB_LINE = '00190500954014481606906809350314337370000000100';

describe('FEBRABAN boleto codes', () => {
  it('derives the published line from the published barcode', () => {
    assert.equal(isValidBarcode(BB_BARCODE), true);
    assert.equal(digitableLine(BB_BARCODE), BB_LINE);
  });

  it('computes the check digits by the FEBRABAN rules', () => {
    assert.equal(mod10('001905009'), 5);
    assert.equal(mod10('4014481606'), 9);
    assert.equal(mod10('0680935031'), 4);
    // 0, 10 and 11 all become 1.
    assert.equal(mod11('0'.repeat(43)), 1);
  });

  it('restarts the due-date factor at 1000 on 22/02/2025', () => {
    assert.equal(dueDateFactor('2000-07-03'), '1000');
    assert.equal(dueDateFactor('2025-02-21'), '9999');
    assert.equal(dueDateFactor('2025-02-22'), '1000');
    assert.equal(dueDateFactor('2026-11-30'), '1646');
  });

  it('builds a barcode whose general digit and fields check, on both sides of the rollover', () => {
    for (const dueDate of ['2025-02-20', '2026-12-01']) {
      const barcode = buildBarcode({
        bankCode: '341',
        dueDate,
        amountCents: 12345,
        freeField: '1090000012345678901234560',
      });
      assert.match(barcode, /^\d{44}$/);
      assert.equal(isValidBarcode(barcode), true);
      assert.equal(barcode.slice(5, 9), dueDateFactor(dueDate));
      assert.equal(barcode.slice(9, 19), '0000012345');
      assert.equal(digitableLine(barcode).length, 47);
      // A validator we did not write reads back the same slip.
      assert.deepEqual(readByLibrary(digitableLine(barcode), dueDate >= '2025-02-22'), {
        valid: true,
        barcode,
        dueDate,
        amount: '123.45',
      });
    }
  });

  it('refuses a barcode with a wrong general digit', () => {
    const wrong = BB_BARCODE.slice(0, 4) + '4' + BB_BARCODE.slice(5);
    assert.equal(isValidBarcode(wrong), false);
    assert.throws(() => digitableLine(wrong));
  });

  it('reads the 47-digit line Zoop sends as its barcode, and still a 44-digit barcode', () => {
    // The line real Zoop answered in payment_method.barcode (imobanco/zoop-wrapper, 2020).
    const zoopLine = '34191090651997807893931339210002184450000003000';
    const barcode = barcodeOf(zoopLine);
    assert.equal(barcode, '34191844500000030001090619978078933133921000');
    assert.equal(digitableLine(barcode ?? ''), zoopLine);
    assert.equal(barcode?.slice(5, 9), dueDateFactor('2020-11-20'));
    assert.equal(barcodeOf(BB_LINE), BB_BARCODE);
    assert.equal(barcodeOf('00190.50095 40144.816069 06809.350314 3 37370000000100'), BB_BARCODE);
    assert.equal(barcodeOf(BB_BARCODE), BB_BARCODE);
  });

  it('refuses a line whose field digits or general digit do not check', () => {
    const line = '34191090651997807893931339210002184450000003000';
    for (const at of [9, 20, 31, 32]) {
      const wrong = line.slice(0, at) + String((Number(line[at]) + 1) % 10) + line.slice(at + 1);
      assert.equal(barcodeOf(wrong), null, `digit ${at}`);
    }
    assert.equal(barcodeOf(line.slice(1)), null);
  });
});
