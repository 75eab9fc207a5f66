import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { fixClock, renderStatement, routes } from './statement-fixtures';

jest.setTimeout(20_000);

let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  resetState();
  fixClock();
  signInAs('seller');
  clicked = [];
  // jsdom has no save dialog, object URLs or downloads: record what the page hands the browser.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pagora/extrato'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  act(() => toast.remove());
});

test('CSV, OFX and the month PDF are asked for the shown period, kind and month', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /statement/export.csv': () => ({ status: 200, data: new Blob(['data;tipo\n']) }),
      'GET /statement/export.ofx': () => ({ status: 200, data: new Blob(['OFXHEADER:100']) }),
      'GET /statement/month.pdf': () => ({ status: 200, data: new Blob(['%PDF-']) }),
    }),
  );
  renderStatement();
  await screen.findByRole('table', { name: 'Movimentos do extrato' });
  await user.selectOptions(screen.getByLabelText('Tipo'), 'Venda');

  await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(api.callsTo('GET /statement/export.csv')[0]?.params).toEqual({
    from: '2026-03-01',
    to: '2026-03-15',
    kind: 'venda',
  });
  expect(api.callsTo('GET /statement/export.csv')[0]?.auth).toBe('Bearer token-seller');

  await user.click(screen.getByRole('button', { name: 'Baixar OFX' }));
  await waitFor(() => expect(clicked).toHaveLength(2));
  expect(api.callsTo('GET /statement/export.ofx')[0]?.params).toMatchObject({
    from: '2026-03-01',
    kind: 'venda',
  });

  expect(screen.getByLabelText('Mês do PDF')).toHaveValue('2026-03');
  await user.click(screen.getByRole('button', { name: 'PDF do mês' }));
  await waitFor(() => expect(clicked).toHaveLength(3));
  expect(api.callsTo('GET /statement/month.pdf')[0]?.params).toEqual({ month: '2026-03' });
  expect(clicked.map((c) => c.download)).toEqual([
    'extrato-2026-03-01-a-2026-03-15.csv',
    'extrato-2026-03-01-a-2026-03-15.ofx',
    'extrato-2026-03.pdf',
  ]);
});

test('a failed download says so and leaves the button usable', async () => {
  const user = userEvent.setup();
  // Asked as a file, a refusal's body arrives as bytes: the screen's own sentence is shown.
  fakeApi(
    routes({ 'GET /statement/export.csv': () => ({ status: 500, data: new Blob(['{"message":"x"}']) }) }),
  );
  renderStatement();
  await screen.findByRole('table', { name: 'Movimentos do extrato' });
  await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
  expect(await screen.findByText('Não foi possível baixar o extrato. Tente novamente.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeEnabled();
  expect(clicked).toEqual([]);
});
