import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PgListener } from './listener';

/**
 * A LISTEN connection that a NAT or firewall forgot: no error, no close, the bytes just stop. The
 * proxy below does that to the connections it carries when told to, while new ones go through,
 * as after a NAT's idle timeout.
 */
const SKIP = process.env.DATABASE_URL ? false : 'needs a PostgreSQL server: set DATABASE_URL';
const CHANNEL = `pagora_listener_test_${process.pid}`;

let proxy: Server;
let proxiedUrl: string;
const carried: Array<{ client: Socket; server: Socket; dead: boolean }> = [];

before(async () => {
  if (SKIP) return;
  const target = new URL(process.env.DATABASE_URL ?? '');
  proxy = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    const pair = { client, server, dead: false };
    carried.push(pair);
    client.on('data', (chunk) => pair.dead || server.write(chunk));
    server.on('data', (chunk) => pair.dead || client.write(chunk));
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as AddressInfo).port);
  proxiedUrl = url.toString();
});

after(() => {
  if (SKIP) return;
  for (const pair of carried) pair.client.destroy();
  proxy.close();
});

async function notify(payload: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  await c.end();
}

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} not seen in ${ms} ms`);
    await sleep(20);
  }
}

test(
  'a LISTEN connection that silently stops carrying bytes is noticed, replaced and resynced',
  { skip: SKIP },
  async () => {
    const listener = new PgListener(proxiedUrl, { heartbeatMs: 200, heartbeatTimeoutMs: 500 });
    const heard: string[] = [];
    let resyncs = 0;
    await listener.listen(CHANNEL, (p) => heard.push(p), { onReconnect: () => resyncs++ });
    try {
      await notify('antes');
      await until(() => heard.includes('antes'), 5_000, 'the first NOTIFY');

      for (const pair of carried) pair.dead = true;
      await until(() => !listener.connected, 5_000, 'the dead connection noticed');
      await until(() => listener.connected && resyncs === 1, 10_000, 'a new connection and a resync');

      await notify('depois');
      await until(() => heard.includes('depois'), 5_000, 'a NOTIFY on the new connection');
    } finally {
      await listener.close();
    }
  },
);
