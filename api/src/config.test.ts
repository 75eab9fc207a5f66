import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-test-secret-test-secret!' } as const;
const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? { ...base } : { ...base, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  test('is off by default', () => {
    assert.equal(trustProxy(), false);
    assert.equal(trustProxy('false'), false);
    assert.equal(trustProxy('0'), false);
  });

  test('true, a hop count, or a list of addresses and CIDRs', () => {
    assert.equal(trustProxy('true'), true);
    assert.equal(trustProxy('1'), 1);
    assert.equal(trustProxy('2'), 2);
    assert.deepEqual(trustProxy('10.0.0.2'), ['10.0.0.2']);
    assert.deepEqual(trustProxy('10.0.0.0/8, 192.168.1.1,fd00::/8, loopback'), [
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  test('anything else stops the start naming the variable', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', 'proxy.internal', '-1']) {
      assert.throws(() => trustProxy(bad), /TRUST_PROXY: expected true, false, a hop count/, bad);
    }
  });
});
