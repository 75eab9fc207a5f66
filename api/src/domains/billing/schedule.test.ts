import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isHardDecline, lastChargeLabel } from './decline-reasons';
import { addDays, nextCycleDate, saoPauloToday } from './schedule';

test('monthly cycles anchored on the 31st fall on each month’s last day and come back to the 31st', () => {
  const dates = ['2027-01-31'];
  for (let i = 0; i < 4; i++) dates.push(nextCycleDate(dates.at(-1)!, 'mensal', 1, 31));
  assert.deepEqual(dates, ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  assert.equal(nextCycleDate('2028-01-31', 'mensal', 1, 31), '2028-02-29', 'leap year');
  assert.equal(
    nextCycleDate('2027-11-15', 'mensal', 3, 15),
    '2028-02-15',
    'interval of 3 months over a year end',
  );
});

test('daily plans move by their interval in days; dates are São Paulo days', () => {
  assert.equal(nextCycleDate('2027-02-27', 'diario', 3, 27), '2027-03-02');
  assert.equal(addDays('2027-12-31', 1), '2028-01-01');
  // 02:30 UTC on the 1st is still the previous day in São Paulo (UTC-3).
  assert.equal(saoPauloToday(new Date('2027-03-01T02:30:00Z')), '2027-02-28');
});

test('hard declines are the card’s own problems; a generic refusal is retried', () => {
  assert.equal(isHardDecline('expired_card_error'), true);
  assert.equal(isHardDecline('54: expired_card_error'), true);
  assert.equal(isHardDecline('05: card_declined'), false);
  assert.equal(isHardDecline('insufficient_funds_error'), false);
  assert.equal(isHardDecline('43: Stolen card, pick up'), true, 'by the issuer code');
});

test('the last charge reads in pt-BR, never as a provider code', () => {
  const refused = (last_failure: string) => lastChargeLabel({ status: 'aberta', last_failure });
  assert.equal(refused('05: card_declined'), 'recusada: cartão recusado pelo emissor');
  assert.equal(refused('insufficient_funds_error'), 'recusada: saldo insuficiente');
  assert.equal(refused('51: Insufficient funds'), 'recusada: saldo insuficiente');
  assert.equal(refused('54: expired_card_error'), 'recusada: cartão vencido');
  assert.equal(refused('99: something new'), 'recusada: cartão recusado pelo emissor');
  assert.equal(refused('sem_cartao'), 'sem cartão');
  assert.equal(lastChargeLabel({ status: 'paga', last_failure: '05: card_declined' }), 'paga');
  assert.equal(lastChargeLabel({ status: 'aberta', last_failure: null }), 'em aberto');
  assert.equal(lastChargeLabel(null), null);
});
