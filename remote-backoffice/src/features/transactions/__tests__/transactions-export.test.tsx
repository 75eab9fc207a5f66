import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api as client } from '@pagora/shared/client';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi, type FakeReply } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

const LIST = 'GET /transactions/user-seller';
const EXPORT = 'GET /transactions/user-seller/export';

let clicked: { href: string; download: string }[] = [];
const createObjectURL = jest.fn((_blob: Blob) => 'blob:pagora/csv-1');
const revokeObjectURL = jest.fn();

beforeEach(() => {
  resetState();
  signInAs('seller');
  clicked = [];
  // jsdom has neither object URLs nor downloads: record what the page hands the browser.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

test('"Exportar CSV" downloads the export with the current filters, the token and a blob answer', async () => {
  const user = userEvent.setup();
  let answer: (reply: FakeReply) => void = () => undefined;
  let responseType: string | undefined;
  const api = fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)], { total: 80 })),
    [EXPORT]: ({ config }) => {
      responseType = config.responseType;
      return new Promise<FakeReply>((resolve) => (answer = resolve));
    },
  });
  renderHistory('/history?status=pago&period=month&q=ana&sort=asc&page=2');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await screen.findByRole('button', { name: 'Exportando...' })).toBeDisabled();
  const exportCall = () => api.calls.find((c) => c.url === '/transactions/user-seller/export');
  await waitFor(() => expect(exportCall()).toBeDefined());

  const call = exportCall();
  // Every matching transaction, so the page number stays out of the export.
  expect(call?.params).toEqual({ status: 'pago', period: 'month', q: 'ana', sort: 'asc' });
  expect(call?.auth).toBe('Bearer token-seller');
  expect(responseType).toBe('blob');

  const csv = new Blob(['id;valor\n1;1,50\n'], { type: 'text/csv' });
  await act(async () => answer({ status: 200, data: csv }));
  await waitFor(() => expect(clicked).toEqual([{ href: 'blob:pagora/csv-1', download: 'transacoes.csv' }]));
  expect(createObjectURL).toHaveBeenCalledWith(csv);
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:pagora/csv-1'));
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
});

test('a failed export shows a toast and leaves the button usable', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)])),
    [EXPORT]: () => ({ status: 500, data: new Blob(['{"message":"x"}']) }),
  });
  renderHistory();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(
    await screen.findByText('Não foi possível exportar as transações. Tente novamente.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  expect(clicked).toEqual([]);
});

test('the file name comes from the server when it sends one', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)])),
    [EXPORT]: () => ({ status: 200, data: new Blob(['id\n']) }),
  });
  // The fake transport sends no headers; this one adds the server's Content-Disposition.
  const transport = client.defaults.adapter as AxiosAdapter;
  client.defaults.adapter = async (config) => ({
    ...(await transport(config)),
    headers: new AxiosHeaders({ 'content-disposition': 'attachment; filename="transacoes-2026-03-05.csv"' }),
  });
  renderHistory();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() =>
    expect(clicked).toEqual([{ href: 'blob:pagora/csv-1', download: 'transacoes-2026-03-05.csv' }]),
  );
});
