import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ReadableStream, WritableStream } from 'node:stream/web';
import { api as client } from '@pagora/shared/client';
import { fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { fixClock, renderStatement, routes } from './statement-fixtures';

jest.setTimeout(20_000);

/** jsdom has no fetch: the part of a fetch Response the client reads (status, headers, body stream). */
class FakeResponse {
  readonly status = 200;
  readonly statusText = 'OK';
  readonly headers = {};
  readonly body: ReadableStream<Uint8Array>;
  constructor(body?: ReadableStream<Uint8Array> | string) {
    this.body = typeof body === 'object' ? body : new ReadableStream<Uint8Array>({ start: (c) => c.close() });
  }
}

const CHUNKS = ['data;tipo;valor\n', '14/03/2026;Venda;150.00\n', '13/03/2026;Saque;-500.00\n'];
const written: string[] = [];
const requested: { url: string; auth: string | null }[] = [];
const picked: string[] = [];

beforeEach(() => {
  resetState();
  fixClock();
  signInAs('seller');
  written.length = 0;
  requested.length = 0;
  picked.length = 0;
  // Chromium's save dialog: the file is written chunk by chunk as the answer arrives.
  Object.assign(window, {
    ReadableStream,
    showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
      picked.push(suggestedName);
      return {
        createWritable: async () =>
          new WritableStream<Uint8Array>({
            write: (chunk) => void written.push(Buffer.from(chunk).toString()),
          }),
      };
    },
  });
  // The network under the one API client's streamed request: the server sends the CSV in pieces.
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    requested.push({ url, auth: init.headers.Authorization ?? null });
    return new FakeResponse(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of CHUNKS) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
    );
  };
  client.defaults.env = { fetch, Response: FakeResponse } as unknown as typeof client.defaults.env;
});
afterEach(() => {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  delete client.defaults.env;
  jest.useRealTimers();
  act(() => toast.remove());
});

test('where the browser can write a file as it arrives, the export is piped to disk, never held whole', async () => {
  const user = userEvent.setup();
  fakeApi(routes());
  renderStatement();
  await screen.findByRole('table', { name: 'Movimentos do extrato' });
  await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
  await waitFor(() => expect(written).toEqual(CHUNKS));
  expect(picked).toEqual(['extrato-2026-03-01-a-2026-03-15.csv']);
  expect(requested).toHaveLength(1);
  expect(requested[0]?.url).toMatch(/\/api\/statement\/export\.csv\?from=2026-03-01&to=2026-03-15$/);
  expect(requested[0]?.auth).toBe('Bearer token-seller');
});
