import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isLinkPayable,
  linkState,
  linkTypeLabel,
  marketplaceStatusLabel,
  paymentMethodLabel,
  planStatusLabel,
} from './labels';
import { isKnownStatusSpelling, statusGroup } from './status-group';
import {
  countsTowardRevenue,
  isTransactionStatus,
  STATUS_FILTER_GROUP_LABELS,
  TRANSACTION_STATUS_FILTERS,
  transactionFilterGroup,
  transactionStatusLabel,
} from './transaction-status';

test('transaction status labels, both variants, unknown raw', () => {
  assert.equal(transactionStatusLabel('pago'), 'Completada');
  assert.equal(transactionStatusLabel('pago', 'alternate'), 'Paga');
  assert.equal(transactionStatusLabel('pendente'), 'Pendente');
  assert.equal(transactionStatusLabel('pendente', 'alternate'), 'Pré Autorizadas');
  assert.equal(transactionStatusLabel('pendente_pix'), 'Pendente PIX');
  assert.equal(transactionStatusLabel('falha'), 'Recusada');
  assert.equal(transactionStatusLabel('estornada'), 'Estornada');
  assert.equal(transactionStatusLabel('contestada'), 'contestada');
  assert.equal(transactionStatusLabel('toString'), 'toString');
});

test('filter groups and revenue', () => {
  assert.equal(transactionFilterGroup('pago'), 'aprovadas');
  assert.equal(transactionFilterGroup('pendente'), 'pendentes');
  assert.equal(transactionFilterGroup('pendente_pix'), 'pendentes');
  assert.equal(transactionFilterGroup('falha'), 'recusadas');
  assert.equal(transactionFilterGroup('rejeitada'), 'recusadas');
  assert.equal(transactionFilterGroup('xyz'), null);
  // An expired PIX code is not a decline: under 'Todas' only, labelled 'Expirada'.
  assert.equal(transactionFilterGroup('expirada'), null);
  assert.equal(transactionStatusLabel('expirada'), 'Expirada');
  assert.equal(statusGroup('expirada'), 'expired');
  assert.ok(countsTowardRevenue('pago'));
  assert.ok(!countsTowardRevenue('pendente'));
});

test('a dispute and a chargeback are their own statuses, counted apart (issue 36)', () => {
  assert.ok(isTransactionStatus('em_disputa'));
  assert.ok(isTransactionStatus('chargeback'));
  assert.equal(transactionStatusLabel('em_disputa'), 'Em disputa');
  assert.equal(transactionStatusLabel('chargeback'), 'Chargeback');
  assert.equal(transactionStatusLabel('em_disputa', 'alternate'), 'Em disputa');
  // Neither approved, pending nor declined, and never 'Recusadas' like 'estornada'.
  assert.equal(transactionFilterGroup('em_disputa'), 'em_disputa');
  assert.equal(transactionFilterGroup('chargeback'), 'chargeback');
  assert.equal(STATUS_FILTER_GROUP_LABELS.em_disputa, 'Em disputa');
  assert.equal(STATUS_FILTER_GROUP_LABELS.chargeback, 'Chargeback');
  for (const s of ['em_disputa', 'dispute', 'disputed']) assert.equal(statusGroup(s), 'disputed', s);
  for (const s of ['chargeback', 'charged_back']) assert.equal(statusGroup(s), 'chargeback', s);
  assert.ok(TRANSACTION_STATUS_FILTERS.includes('em_disputa'));
  assert.ok(TRANSACTION_STATUS_FILTERS.includes('chargeback'));
  assert.ok(!countsTowardRevenue('em_disputa'));
  assert.ok(!countsTowardRevenue('chargeback'));
});

test('second-variant status groups match spec 000 section 4', () => {
  for (const s of ['pendente', 'pending', 'pre_autorizado', 'pre_authorized'])
    assert.equal(statusGroup(s), 'pending', s);
  for (const s of ['pago', 'completed', 'aprovado', 'approved', 'success', 'paid'])
    assert.equal(statusGroup(s), 'completed', s);
  for (const s of ['falha', 'failed', 'rejeitado', 'declined', 'cancelled', 'canceled', 'refunded']) {
    assert.equal(statusGroup(s), 'declined', s);
  }
  assert.equal(statusGroup('PAID'), 'completed');
  assert.equal(statusGroup('whatever'), 'pending');
  assert.equal(statusGroup(undefined), 'pending');
  assert.ok(isKnownStatusSpelling('refunded'));
  assert.ok(!isKnownStatusSpelling('whatever'));
});

test('link status, type, plan and marketplace labels', () => {
  assert.ok(isLinkPayable('ativo'));
  assert.ok(isLinkPayable('pendente'));
  assert.ok(!isLinkPayable('inativo'));
  assert.ok(!isLinkPayable(undefined));
  assert.equal(linkState('ativo'), 'active');
  assert.equal(linkState('pendente'), 'pending');
  assert.equal(linkState('pago'), 'expired');
  assert.equal(linkTypeLabel('assinatura'), 'Assinatura');
  assert.equal(linkTypeLabel('qualquer'), 'Pagamento');
  assert.equal(planStatusLabel('ativo'), 'Ativo');
  assert.equal(planStatusLabel('pendente'), 'Pendente');
  assert.equal(planStatusLabel('inativo'), 'Inativo');
  assert.equal(planStatusLabel('arquivado'), 'arquivado');
  assert.equal(marketplaceStatusLabel('ativo'), 'Ativo');
  assert.equal(marketplaceStatusLabel('inactive'), 'Inativo');
});

test('payment method labels', () => {
  assert.equal(paymentMethodLabel('credit'), 'Cartão de Crédito');
  assert.equal(paymentMethodLabel('credit_card'), 'Cartão de Crédito');
  assert.equal(paymentMethodLabel('debit'), 'Cartão de Débito');
  assert.equal(paymentMethodLabel('bank_slip'), 'Boleto Bancário');
  assert.equal(paymentMethodLabel('pix'), 'PIX');
  assert.equal(paymentMethodLabel('bank_transfer'), 'Transferência Bancária');
  assert.equal(paymentMethodLabel('boleto'), 'boleto');
  assert.equal(paymentMethodLabel('constructor'), 'constructor');
});
