import type { z } from 'zod';
import { answerSchemaOf, type AnswerOf, type Endpoint } from '@pagora/shared/contracts';

/**
 * The network, faked at `fetch` and `WebSocket` (jsdom has neither): tests answer API calls by
 * method and path and drive the live socket by hand. Our own modules are never mocked.
 */
export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters (`?t=` ...). */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}
export type FakeAnswer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type FakeRoute = (call: FakeCall) => FakeAnswer;

export function installFakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const call: FakeCall = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => {
      const [m, p] = pattern.split(' ');
      return m === method && new RegExp(`^${(p ?? '').replace(/:\w+/g, '[^/]+')}$`).test(path);
    });
    const answer = key
      ? await routes[key]!(call)
      : { status: 404, body: { message: 'not found', code: 'not_found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response: what the client reads of one.
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return { calls, fetchMock };
}

/**
 * A success answer as the endpoint's contract declares it: its 2xx status, and a body typed (and
 * checked) by its answer schema, so a fixture that drifts from the contract fails here first.
 */
export function answerOf<E extends Endpoint>(e: E, body: AnswerOf<E>): { status: number; body: unknown } {
  const status = Number(Object.keys(e.response).find((s) => Number(s) >= 200 && Number(s) < 300));
  answerSchemaOf(e).parse(body);
  return { status, body };
}

/** Any answer the contract declares, by its status (a declined card's 402). */
export function replyOf<E extends Endpoint, S extends keyof E['response'] & number>(
  e: E,
  status: S,
  body: z.input<E['response'][S]>,
): { status: number; body: unknown } {
  (e.response[status] as z.ZodType).parse(body);
  return { status, body };
}

/** A WebSocket the test opens, feeds and inspects. */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
  /** Test side: the server accepts the connection. */
  accept() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** Test side: the server pushes a message. */
  push(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  static install() {
    FakeWebSocket.instances = [];
    Object.defineProperty(globalThis, 'WebSocket', {
      value: FakeWebSocket,
      configurable: true,
      writable: true,
    });
  }
  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
}
