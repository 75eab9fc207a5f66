/**
 * The payer's live connection for one PIX (`/api/ws`): subscribe on open, ask for the status every
 * `pollMs` (the fallback when a push is lost), reconnect after a drop until closed.
 */
export type PixSocketEvent = 'transaction_success' | 'transaction_failed' | 'transaction_pending';

const EVENTS: readonly string[] = ['transaction_success', 'transaction_failed', 'transaction_pending'];

/** Server messages are checked before use: only a known type about this transaction counts. */
export function parsePixSocketMessage(data: unknown, transactionId: string): PixSocketEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const m = json as { type?: unknown; transactionId?: unknown } | null;
  if (!m || typeof m.type !== 'string' || !EVENTS.includes(m.type)) return null;
  if (m.transactionId !== undefined && m.transactionId !== transactionId) return null;
  return m.type as PixSocketEvent;
}

export function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws`;
}

export function openPixSocket(
  transactionId: string,
  pollMs: number,
  onEvent: (event: PixSocketEvent) => void,
): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const send = (type: 'pix' | 'status') => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type, transactionId }));
  };
  const connect = () => {
    socket = new WebSocket(socketUrl());
    socket.addEventListener('open', () => send('pix'));
    socket.addEventListener('message', (e: MessageEvent) => {
      const event = parsePixSocketMessage(e.data, transactionId);
      if (event && !closed) onEvent(event);
    });
    socket.addEventListener('close', () => {
      if (!closed) retry = setTimeout(connect, pollMs);
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
