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

describe('PAYMENT_PROVIDER', () => {
  const prod = { NODE_ENV: 'production', TOKEN_SECRET: base.TOKEN_SECRET } as const;
  const zoop = {
    ZOOP_API_URL: 'https://api.zoop.ws',
    ZOOP_API_KEY: 'zpk_live_x',
    ZOOP_MARKETPLACE_ID: 'a'.repeat(32),
    WEBHOOK_SECRET: 'w'.repeat(24),
  };

  test('is never guessed outside tests: a deploy that forgets it does not start', () => {
    assert.throws(() => loadConfig({ ...prod }), /PAYMENT_PROVIDER: not set: choose 'zoop'/);
    assert.throws(() => loadConfig({ ...prod, NODE_ENV: 'development' }), /PAYMENT_PROVIDER/);
  });

  test('the sandbox listens on loopback unless HOST says otherwise, and then it is flagged', () => {
    const quiet = loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox' });
    assert.equal(quiet.host, 'localhost');
    assert.equal(quiet.sandboxExposed, false);
    assert.equal(quiet.payments.zoopApiUrl, undefined);
    assert.equal(
      loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox', HOST: '127.0.0.1' }).sandboxExposed,
      false,
    );
    const exposed = loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox', HOST: '0.0.0.0' });
    assert.equal(exposed.host, '0.0.0.0');
    assert.equal(exposed.sandboxExposed, true);
  });

  test('zoop needs its URL; the sandbox contradicts one; a real provider listens everywhere', () => {
    assert.throws(() => loadConfig({ ...prod, PAYMENT_PROVIDER: 'zoop' }), /'zoop' needs ZOOP_API_URL/);
    assert.throws(
      () => loadConfig({ ...prod, ...zoop, PAYMENT_PROVIDER: 'sandbox' }),
      /'sandbox' contradicts ZOOP_API_URL/,
    );
    const real = loadConfig({ ...prod, ...zoop });
    assert.equal(real.host, '0.0.0.0');
    assert.equal(real.sandboxExposed, false);
    assert.equal(
      loadConfig({ ...prod, ...zoop, PAYMENT_PROVIDER: 'zoop' }).payments.zoopApiUrl,
      zoop.ZOOP_API_URL,
    );
  });
});

describe('operations variables', () => {
  const prod = { NODE_ENV: 'production', TOKEN_SECRET: base.TOKEN_SECRET } as const;

  test('METRICS_TOKEN guards /metrics; without it, open for the loopback demo, off in production', () => {
    assert.deepEqual(loadConfig({ ...base, METRICS_TOKEN: 'metrics-token-0123456789' }).metrics, {
      mode: 'token',
      token: 'metrics-token-0123456789',
    });
    assert.deepEqual(loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox' }).metrics, { mode: 'open' });
    assert.deepEqual(loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox', HOST: '0.0.0.0' }).metrics, {
      mode: 'off',
    });
    assert.throws(() => loadConfig({ ...base, METRICS_TOKEN: 'short' }), /METRICS_TOKEN/);
  });

  test('the start-up wait, the shutdown deadline and the trace endpoint', () => {
    const config = loadConfig({
      ...base,
      DB_CONNECT_TIMEOUT_SECONDS: '5',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
    assert.equal(config.dbConnectTimeoutSeconds, 5);
    assert.equal(config.shutdownTimeoutSeconds, 10);
    assert.equal(config.otlpEndpoint, 'http://collector:4318');
    assert.equal(loadConfig(base).dbConnectTimeoutSeconds, 60);
    assert.equal(loadConfig(base).otlpEndpoint, undefined);
    assert.throws(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_SECONDS: '0' }), /SHUTDOWN_TIMEOUT_SECONDS/);
  });
});
