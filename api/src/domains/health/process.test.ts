import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { startApiProcess, type ApiProcess } from '../../test/instances';
import { PGLITE_PASS_ONLY } from '../../test/passes';

/**
 * The process's own start and end, as an orchestrator sees them: a database that never comes up
 * is waited for (saying so) and then given up on; a SIGTERM lets the request in flight finish,
 * and one that would outlast SHUTDOWN_TIMEOUT_SECONDS does not hold the exit. The slow request is
 * a postal-code lookup whose service (this file's) answers late.
 */
let cep: Server;
let cepUrl: string;
let answerAfterMs = 0;
/** Resolved when the postal-code service receives a lookup: the API is then inside the request. */
let reached: () => void = () => undefined;
const lookupReached = () => new Promise<void>((resolve) => (reached = resolve));
const children: ApiProcess[] = [];

before(async () => {
  cep = createServer((_req, res) => {
    reached();
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      );
    }, answerAfterMs).unref();
  });
  await new Promise<void>((resolve) => cep.listen(0, '127.0.0.1', resolve));
  cepUrl = `http://127.0.0.1:${(cep.address() as AddressInfo).port}/ws`;
});

after(() => {
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  cep.closeAllConnections();
  cep.close();
});

const start = async (env: Record<string, string>) => {
  const api = await startApiProcess({ PAYMENT_PROVIDER: 'sandbox', CEP_API_URL: cepUrl, ...env });
  children.push(api);
  return api;
};
const exitOf = (api: ApiProcess) => new Promise<number | null>((resolve) => api.child.once('exit', resolve));

test(
  'a database that never comes up is waited for, said, then given up on',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    let stderr = '';
    const started = Date.now();
    await assert.rejects(
      startApiProcess(
        // Nothing listens on port 9 of loopback: connection refused, as with PostgreSQL not up yet.
        {
          PAYMENT_PROVIDER: 'sandbox',
          DATABASE_URL: 'postgres://postgres@127.0.0.1:9/pagora',
          DB_CONNECT_TIMEOUT_SECONDS: '2',
        },
        { onStderr: (text) => (stderr += text) },
      ),
      /exited with 1/,
    );
    assert.match(stderr, /Aguardando o PostgreSQL \(.*ECONNREFUSED.*\); nova tentativa em/);
    assert.ok(stderr.split('Aguardando o PostgreSQL').length > 2, 'retried more than once');
    const took = Date.now() - started;
    assert.ok(took >= 2_000, `gave up after ${took} ms, not before the 2 s it was given`);
  },
);

test(
  'SIGTERM: the request in flight is answered, then the process exits 0',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const api = await start({ SHUTDOWN_TIMEOUT_SECONDS: '10' });
    answerAfterMs = 4_000; // under the lookup's own 5 s timeout
    const inside = lookupReached();
    const inFlight = fetch(`${api.url}/api/cep/01001000`);
    await inside;
    const exited = exitOf(api);
    api.child.kill('SIGTERM');
    // A loaded machine may take a moment to stop listening: a new connection is refused well before
    // the request in flight is answered.
    let refused = false;
    for (let i = 0; i < 30 && !refused; i += 1) {
      refused = await fetch(`${api.url}/api/health`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(refused, 'a new connection is refused while the request in flight is finished');
    const answer = await inFlight;
    assert.equal(answer.status, 200, await answer.clone().text());
    assert.equal(((await answer.json()) as { city: string }).city, 'São Paulo');
    assert.equal(await exited, 0);
  },
);

test(
  'SIGTERM with a connection opened and never used (a browser preconnects): the process exits 0 at once',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const api = await start({ SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const { hostname, port } = new URL(api.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.on('error', () => undefined); // the server cuts it: that is the point
    const exited = exitOf(api);
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    assert.equal(await exited, 0);
    const took = Date.now() - signalledAt;
    assert.ok(took < 5_000, `exited ${took} ms after SIGTERM (the deadline is 10 s)`);
    socket.destroy();
  },
);

test(
  'SIGTERM with a request that outlasts SHUTDOWN_TIMEOUT_SECONDS: the process exits 1 at the deadline',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const api = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    answerAfterMs = 4_500; // under the lookup's own 5 s timeout, over the 1 s deadline
    const inside = lookupReached();
    void fetch(`${api.url}/api/cep/01001000`).catch(() => undefined);
    await inside;
    const exited = exitOf(api);
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    assert.equal(await exited, 1);
    const took = Date.now() - signalledAt;
    // Before the lookup's answer (4.5 s after it reached the stub, which was before the signal).
    assert.ok(took < 4_000, `exited ${took} ms after SIGTERM with a 1 s deadline`);
  },
);
