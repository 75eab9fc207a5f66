import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string };

/**
 * A real HTTP receiver on a loopback port: records every request and answers the next status of
 * `script` (then 200), the way a merchant's server that fails and then recovers would.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'erro no receptor');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/pagora`,
    port,
    received,
    /** The next answers' statuses, in order (then 200 again). */
    failNext: (...statuses: number[]) => script.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A shop's server that accepts the TCP connection and never answers (issue 35 item 16). */
export async function startHangingEndpoint() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    connections: () => sockets.size,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
