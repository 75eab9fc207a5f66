import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectCardBrand } from './brand';
import { cardFirst4, cardLast4, luhnValid } from './luhn';
import { isExpiryValid, maskCardNumber, maskCvc, maskExpiry } from './masks';

test('luhnValid', () => {
  assert.ok(luhnValid('4111 1111 1111 1111'));
  assert.ok(luhnValid('5555555555554444'));
  assert.ok(luhnValid('378282246310005'));
  assert.ok(!luhnValid('4111 1111 1111 1112'));
  assert.ok(!luhnValid('4111-1111-1111-111a'));
  assert.ok(!luhnValid('0000'), 'too short');
  assert.ok(!luhnValid(''));
});

test('detectCardBrand: elo BINs win over visa, mastercard and discover', () => {
  assert.equal(detectCardBrand('4011 7812 3456 7890'), 'elo');
  assert.equal(detectCardBrand('4389351234567890'), 'elo');
  assert.equal(detectCardBrand('5067001234567890'), 'elo');
  assert.equal(detectCardBrand('5067791234567890'), null, 'just past the 506699-506778 range');
  assert.equal(detectCardBrand('6362971234567890'), 'elo');
  assert.equal(detectCardBrand('6500341234567890'), 'discover', '650034 is a gap in the elo ranges');
  assert.equal(detectCardBrand('6504051234567890'), 'elo');
  assert.equal(detectCardBrand('6550201234567890'), 'discover', '655020 is a gap');
  assert.equal(detectCardBrand('6550581234567890'), 'elo');
});

test('detectCardBrand: other brands', () => {
  assert.equal(detectCardBrand('4111 1111 1111 1111'), 'visa');
  assert.equal(detectCardBrand('4'), 'visa');
  assert.equal(detectCardBrand('5555 5555 5555 4444'), 'mastercard');
  assert.equal(detectCardBrand('2221001234567890'), 'mastercard');
  assert.equal(detectCardBrand('2720991234567890'), 'mastercard');
  assert.equal(detectCardBrand('2721001234567890'), null);
  assert.equal(detectCardBrand('3782 822463 10005'), 'amex');
  assert.equal(detectCardBrand('3400000000000009'), 'amex');
  assert.equal(detectCardBrand('6011111111111117'), 'discover');
  assert.equal(detectCardBrand('6445000000000000'), 'discover');
  assert.equal(detectCardBrand('6430000000000000'), null);
  assert.equal(detectCardBrand('3530111333300000'), null);
  assert.equal(detectCardBrand(''), null);
});

test('card number, expiry and cvc masks', () => {
  assert.equal(maskCardNumber('4111111111111111'), '4111 1111 1111 1111');
  assert.equal(maskCardNumber('41111'), '4111 1');
  assert.equal(maskCardNumber('4111'), '4111');
  assert.equal(maskCardNumber('4111 1111 1111 1111 999').length, 19);
  assert.equal(maskExpiry('1'), '1');
  assert.equal(maskExpiry('12'), '12');
  assert.equal(maskExpiry('123'), '12/3');
  assert.equal(maskExpiry('12/345'), '12/34');
  assert.equal(maskCvc('12a34 5'), '1234');
});

test('isExpiryValid through the end of the month in Sao Paulo', () => {
  const now = new Date('2025-07-01T02:00:00Z'); // still 30 June 2025 in Sao Paulo
  assert.ok(isExpiryValid('06/25', now));
  assert.ok(!isExpiryValid('05/25', now));
  assert.ok(isExpiryValid('01/30', now));
  assert.ok(!isExpiryValid('13/30', now));
  assert.ok(!isExpiryValid('00/30', now));
  assert.ok(!isExpiryValid('1/30', now));
  assert.ok(!isExpiryValid('06/2025', now));
});

test('cardFirst4 and cardLast4', () => {
  assert.equal(cardFirst4('4111 2222 3333 4444'), '4111');
  assert.equal(cardLast4('4111 2222 3333 4444'), '4444');
});
