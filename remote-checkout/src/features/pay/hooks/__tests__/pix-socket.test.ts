import { FakeWebSocket } from '../../../../test/fake-api';
import { openPixSocket, reconnectDelay, type PixSocketEvent } from '../pix-socket';

const TX = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const POLL_MS = 5000;

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.install();
});
afterEach(() => {
  jest.useRealTimers();
});

/** The server ends the connection; `code` 1012 is its graceful restart. */
function drop(socket: FakeWebSocket, code = 1006) {
  socket.readyState = FakeWebSocket.CLOSED;
  socket.dispatchEvent(new CloseEvent('close', { code }));
}

test('after a drop it reconnects with growing waits, subscribes again and takes the status it is told', () => {
  const events: PixSocketEvent[] = [];
  const close = openPixSocket(TX, POLL_MS, (e) => events.push(e));
  FakeWebSocket.last.accept();
  expect(FakeWebSocket.last.sent).toEqual([{ type: 'pix', transactionId: TX }]);

  drop(FakeWebSocket.last);
  jest.advanceTimersByTime(250);
  expect(FakeWebSocket.instances).toHaveLength(2);
  // Still down: the next wait is longer, 250 ms at least and under 500 (half its ceiling plus
  // jitter). 249 ms, not 250: a jittered wait can be 250.x ms, which timers truncate to 250.
  drop(FakeWebSocket.last);
  jest.advanceTimersByTime(249);
  expect(FakeWebSocket.instances).toHaveLength(2);
  jest.advanceTimersByTime(251);
  expect(FakeWebSocket.instances).toHaveLength(3);

  // Back: it subscribes again, and the server's answer (paid during the gap) reaches the page.
  const socket = FakeWebSocket.last;
  socket.accept();
  expect(socket.sent).toEqual([{ type: 'pix', transactionId: TX }]);
  socket.push({ type: 'transaction_success', transactionId: TX });
  expect(events).toEqual([{ type: 'transaction_success', transactionId: TX }]);
  close();
});

test('each wait lies between half its ceiling and the ceiling, whatever the jitter draws', () => {
  const random = jest.spyOn(Math, 'random');
  try {
    for (const draw of [0, 0.999_999]) {
      random.mockReturnValue(draw);
      expect(Math.trunc(reconnectDelay(0, 1006))).toBe(draw === 0 ? 125 : 249);
      expect(Math.trunc(reconnectDelay(1, 1006))).toBe(draw === 0 ? 250 : 499);
      expect(Math.trunc(reconnectDelay(9, 1006))).toBe(draw === 0 ? 5000 : 9999);
      expect(Math.trunc(reconnectDelay(0, 1012))).toBe(draw === 0 ? 0 : 249);
    }
  } finally {
    random.mockRestore();
  }
});

test("the server's restart close (1012) is answered by a reconnect at once, not after a poll", () => {
  const close = openPixSocket(TX, POLL_MS, () => undefined);
  FakeWebSocket.last.accept();
  drop(FakeWebSocket.last, 1012);
  jest.advanceTimersByTime(250);
  expect(FakeWebSocket.instances).toHaveLength(2);
  close();
});

test('the waits stop growing at 10 s, and closing stops reconnecting', () => {
  const close = openPixSocket(TX, POLL_MS, () => undefined);
  for (let i = 0; i < 8; i++) {
    drop(FakeWebSocket.last);
    jest.advanceTimersByTime(10_000);
  }
  expect(FakeWebSocket.instances).toHaveLength(9);
  close();
  jest.advanceTimersByTime(60_000);
  expect(FakeWebSocket.instances).toHaveLength(9);
});

test("only the contract's messages about this transaction count; a failure carries its reason", () => {
  const events: PixSocketEvent[] = [];
  const close = openPixSocket(TX, POLL_MS, (e) => events.push(e));
  const socket = FakeWebSocket.last;
  socket.accept();
  socket.push({ type: 'transaction_failed', transactionId: TX });
  socket.push({ type: 'transaction_failed', transactionId: TX, reason: 'sei lá' });
  socket.push({ type: 'transaction_success', transactionId: 'outra' });
  socket.push({ type: 'error', transactionId: TX, message: 'Erro ao consultar a transação.' });
  socket.push({ type: 'transaction_failed', transactionId: TX, reason: 'expirada' });
  expect(events).toEqual([{ type: 'transaction_failed', transactionId: TX, reason: 'expirada' }]);
  close();
});
