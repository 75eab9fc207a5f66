import { socketServerMessageSchema, type SocketServerMessage } from '@pagora/shared/contracts';

/**
 * The payer's live connection for one PIX (`/api/ws`): subscribe on open, ask for the status every
 * `pollMs` (the fallback when a push is lost), reconnect after a drop until closed. Subscribing
 * makes the server answer the current status, so a payment made while the socket was down (the
 * server restarting, say) shows as soon as it is back.
 */
/** What the server tells about the payer's transaction (its 'error' answers are not events). */
export type PixSocketEvent = Exclude<SocketServerMessage, { type: 'error' }>;

/**
 * Server messages are checked against the shared contract before use: only a known message about
 * this transaction counts, and a failure always says why (`reason`).
 */
export function parsePixSocketMessage(data: unknown, transactionId: string): PixSocketEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = socketServerMessageSchema.safeParse(json);
  if (!parsed.success || parsed.data.type === 'error') return null;
  return parsed.data.transactionId === transactionId ? parsed.data : null;
}

export function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws`;
}

/** The server's graceful shutdown closes with 1012 (Service Restart): reconnect without waiting. */
const SERVICE_RESTART = 1012;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/** Exponential backoff with jitter, so a restarted server is not hit by every payer at once. */
export function reconnectDelay(failures: number, closeCode: number): number {
  if (closeCode === SERVICE_RESTART && failures === 0) return Math.random() * FIRST_RETRY_MS;
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

export function openPixSocket(
  transactionId: string,
  pollMs: number,
  onEvent: (event: PixSocketEvent) => void,
): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const send = (type: 'pix' | 'status') => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type, transactionId }));
  };
  const connect = () => {
    socket = new WebSocket(socketUrl());
    socket.addEventListener('open', () => {
      failures = 0;
      send('pix');
    });
    socket.addEventListener('message', (e: MessageEvent) => {
      const event = parsePixSocketMessage(e.data, transactionId);
      if (event && !closed) onEvent(event);
    });
    socket.addEventListener('close', (e: CloseEvent) => {
      if (closed) return;
      retry = setTimeout(connect, reconnectDelay(failures, e.code));
      failures++;
    });
  };
  connect();
  const poll = setInterval(() => send('status'), pollMs);
  return () => {
    closed = true;
    clearInterval(poll);
    clearTimeout(retry);
    socket?.close();
  };
}
