import path from 'node:path';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_PAGES, type RemotePageModule } from '@pagora/shared/client';
import { useSession } from '@pagora/shared/client';
import federation from '../../../federation.config.json';
import { installFakeApi } from '../../test/fake-api';

// The contract with the shell: the exposes map matches REMOTE_PAGES.checkout, and each module
// default-exports a page that renders on its own route (its first screen, before any answer).
const TITLES: [string, string][] = [
  ['./PayPage', 'Carregando pagamento...'],
  ['./PaymentSuccessPage', 'Nenhum pagamento para mostrar.'],
  ['./PaymentDeclinedPage', 'Pagamento recusado'],
  ['./PaymentPendingPage', 'Pagamento pendente'],
];

test('exposes exactly the pages the shell mounts', () => {
  expect(federation.name).toBe('checkout');
  expect(Object.keys(federation.exposes).sort()).toEqual(
    REMOTE_PAGES.checkout.map((page) => `./${page}`).sort(),
  );
});

test.each(TITLES)('%s renders its page ("%s")', async (key, title) => {
  const file = federation.exposes[key as keyof typeof federation.exposes];
  const mod = (await import(path.join('../../..', file))) as RemotePageModule;
  const Page: ComponentType = mod.default;
  render(
    <MemoryRouter initialEntries={['/page/42']}>
      <Routes>
        <Route path="/page/:sellerId" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText(title)).toBeInTheDocument();
  await act(async () => {}); // lets the page's first request settle inside the test
});

test('the standalone checkout never reads a stored session', async () => {
  localStorage.setItem('token', 'someone-elses');
  localStorage.setItem('user', JSON.stringify({ id: 1, nome: 'X', email: 'x@x.com', cargo: 'seller' }));
  const { App } = await import('../app');
  const { calls } = installFakeApi({
    'GET /payment-ver/:id': () => ({
      status: 404,
      body: { message: 'Link de pagamento não encontrado', code: 'not_found' },
    }),
  });
  window.history.pushState({}, '', '/pay/abc');
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Erro no Pagamento' })).toBeInTheDocument();
  expect(screen.getByText('Link de pagamento não encontrado')).toBeInTheDocument();
  expect(useSession.getState().token).toBeNull();
  expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined]);
});
