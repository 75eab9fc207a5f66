import { act, screen } from '@testing-library/react';
import { useSession } from '@pagora/shared/client';
import { installFakeApi } from '../test/fake-api';

test('the standalone checkout never reads a stored session', async () => {
  localStorage.setItem('token', 'someone-elses');
  localStorage.setItem('user', JSON.stringify({ id: 1, nome: 'X', email: 'x@x.com', cargo: 'seller' }));
  const { calls } = installFakeApi({
    'GET /payment-ver/:id': () => ({
      status: 404,
      body: { message: 'Link de pagamento não encontrado', code: 'not_found' },
    }),
  });
  window.history.pushState({}, '', '/pay/abc');
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    await import('../bootstrap');
  });
  expect(await screen.findByRole('heading', { name: 'Erro no Pagamento' })).toBeInTheDocument();
  expect(screen.getByText('Link de pagamento não encontrado')).toBeInTheDocument();
  expect(useSession.getState().token).toBeNull();
  expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined]);
});
