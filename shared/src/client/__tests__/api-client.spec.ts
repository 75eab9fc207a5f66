/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { UserView } from '../../contracts';
import { api, ApiError, NETWORK_ERROR_MESSAGE, paths, useSession } from '../index';

function answer(status: number, data: unknown) {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
}

const user: UserView = {
  id: 'user-1',
  nome: 'Ana',
  name: 'Ana',
  email: 'ana@pagora.demo',
  cargo: 'seller',
  marketplaceId: 'mk-1',
  sellerId: 'seller-1',
  id_juros: null,
  dataInfo: { id: 'seller-1', cliente_id: 'user-1' },
  juros: null,
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null, settings: null, loading: false, error: null });
});

test('adds the bearer token of the session', async () => {
  let seen: unknown;
  api.defaults.adapter = async (config) => {
    seen = config.headers.get('Authorization');
    return { data: {}, status: 200, statusText: '', headers: {}, config };
  };
  useSession.getState().signIn({ user, token: 'tok', settings: null });
  await api.get('/me');
  expect(seen).toBe('Bearer tok');
});

test('turns an error answer into one typed ApiError', async () => {
  answer(409, { message: 'E-mail já cadastrado', code: 'email_taken', field: 'email' });
  await expect(api.post('/signup', {})).rejects.toEqual(
    expect.objectContaining({
      name: 'ApiError',
      status: 409,
      code: 'email_taken',
      field: 'email',
      message: 'E-mail já cadastrado',
    }),
  );
});

test('no answer at all reads as a network error', async () => {
  api.defaults.adapter = async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  };
  const error = await api.get('/me').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: null, message: NETWORK_ERROR_MESSAGE });
});

test('a 401 on an authenticated call ends the session and wipes storage', async () => {
  useSession.getState().signIn({ user, token: 'tok', settings: null });
  answer(401, { message: 'Sessão expirada', code: 'unauthorized' });
  await expect(api.get('/me')).rejects.toBeInstanceOf(ApiError);
  expect(useSession.getState().user).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});

test('a 401 without a session (wrong password at login) leaves nothing to clear', async () => {
  answer(401, { message: 'Credenciais inválidas', code: 'invalid_credentials' });
  await expect(api.post('/login', {})).rejects.toMatchObject({ status: 401 });
});

test('paths build hrefs', () => {
  expect(paths.seller.getHref(42)).toBe('/sellers/42');
  expect(paths.pay.getHref('a b')).toBe('/pay/a%20b');
  expect(paths.mySubscriptions.getHref()).toBe('/minhas-assinaturas');
});
