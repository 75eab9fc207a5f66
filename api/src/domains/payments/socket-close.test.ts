import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { createTestApp } from '../../test/harness';
import { RESTART_CLOSE_CODE } from './register-payments';

/**
 * A payer's socket whose other end never answers the close frame (a phone gone to sleep, a proxy
 * that dropped it) must not hold a graceful shutdown: `ws` alone would wait 30 s, past the 25 s
 * deadline, and the process would exit 1 with the restart half done.
 */
test('shutdown tells a payer socket to reconnect (1012) and does not wait on a peer that never answers', async () => {
  const t = await createTestApp({}, { listen: true });
  const { port } = new URL(t.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      'GET /api/ws HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  for (let i = 0; i < 200 && !Buffer.concat(received).includes('\r\n\r\n'); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.match(Buffer.concat(received).toString('latin1'), /^HTTP\/1\.1 101/);

  // The raw socket reads and never writes back: no close frame answers the server's.
  const started = Date.now();
  await t.close();
  const tookMs = Date.now() - started;
  await ended;

  const all = Buffer.concat(received);
  const frame = all.subarray(all.indexOf('\r\n\r\n') + 4);
  assert.equal(frame[0], 0x88, 'a close frame was sent');
  assert.equal(frame.readUInt16BE(2), RESTART_CLOSE_CODE);
  assert.ok(tookMs < 10_000, `close took ${tookMs} ms; ws's own close timeout is 30 s`);
});
