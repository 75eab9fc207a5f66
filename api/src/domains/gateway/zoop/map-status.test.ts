import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mapZoopStatus } from './map-status';

describe('mapZoopStatus', () => {
  const card = { paymentType: 'credit', wasPaid: true };
  const pix = { paymentType: 'pix', wasPaid: false };

  it('maps every known Zoop status', () => {
    assert.equal(mapZoopStatus('succeeded', card), 'pago');
    assert.equal(mapZoopStatus('partial_refunded', card), 'pago');
    assert.equal(mapZoopStatus('pending', pix), 'pendente_pix');
    assert.equal(mapZoopStatus('pending', { paymentType: 'boleto', wasPaid: false }), 'pendente');
    assert.equal(mapZoopStatus('pre_authorized', { paymentType: 'credit', wasPaid: false }), 'pendente');
    assert.equal(mapZoopStatus('failed', card), 'falha');
    assert.equal(mapZoopStatus('canceled', card), 'estornada');
    assert.equal(mapZoopStatus('canceled', pix), 'falha');
    assert.equal(mapZoopStatus('refunded', card), 'estornada');
  });

  it('gives a dispute and a lost dispute statuses of their own, neither paid nor refunded', () => {
    assert.equal(mapZoopStatus('dispute', card), 'em_disputa');
    assert.equal(mapZoopStatus('charged_back', card), 'chargeback');
  });

  it('reads a reversed transaction as failed: it was undone technically, never paid', () => {
    assert.equal(mapZoopStatus('reversed', card), 'falha');
    assert.equal(mapZoopStatus('reversed', pix), 'falha');
  });

  it('never reads an unknown status as paid', () => {
    assert.equal(mapZoopStatus('something_new', card), 'pendente');
    assert.equal(mapZoopStatus('something_new', pix), 'pendente_pix');
  });
});
