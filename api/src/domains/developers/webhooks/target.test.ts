import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { postWebhook } from './send';
import { addressAllowed, assertTargetUrl } from './target';
import { startReceiver } from './test-receiver';

describe('outbound safety with the real provider (live mode)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    receiver = await startReceiver();
  });
  after(() => receiver.close());

  test('only public unicast addresses; loopback only with the sandbox', () => {
    assert.equal(addressAllowed('8.8.8.8', 'live'), true);
    assert.equal(addressAllowed('2001:4860:4860::8888', 'live'), true);
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
    ])
      assert.equal(addressAllowed(a, 'live'), false, a);
    assert.equal(addressAllowed('127.0.0.1', 'test'), true);
    assert.equal(addressAllowed('10.1.2.3', 'test'), false);
  });

  test('creation wants https and refuses local names', async () => {
    await assert.rejects(assertTargetUrl('http://example.com/hook', 'live'), /https/);
    await assert.rejects(assertTargetUrl('https://localhost/hook', 'live'), /não pode receber/);
    await assert.rejects(assertTargetUrl('https://127.0.0.1/hook', 'live'), /não pode receber/);
    const url = await assertTargetUrl('https://loja.example.com/hook', 'live');
    assert.equal(url.hostname, 'loja.example.com');
  });

  test('at send time a name resolving to loopback is refused before connecting', async () => {
    const url = `http://localhost:${receiver.port}/hook`;
    const result = await postWebhook(url, {}, '{}', { mode: 'live', timeoutMs: 2_000 });
    assert.equal(result.statusCode, null);
    assert.match(result.response, /endereço não permitido/);
    assert.equal(receiver.received.length, 0);
    const allowed = await postWebhook(url, {}, '{}', { mode: 'test', timeoutMs: 2_000 });
    assert.equal(allowed.statusCode, 200);
    assert.equal(receiver.received.length, 1);
  });

  test('a redirect is not followed: the 3xx is the answer (a failure), its Location never called', async () => {
    const hits: string[] = [];
    const redirecting = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(302, { location: '/internal' }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    const result = await postWebhook(`http://127.0.0.1:${port}/hook`, {}, '{}', {
      mode: 'test',
      timeoutMs: 2_000,
    });
    redirecting.close();
    assert.equal(result.statusCode, 302);
    assert.deepEqual(hits, ['/hook']);
  });
});
