/// <reference types="jest" />
import type { BrandSettings, UserView } from '../../contracts';
import { STORAGE_KEYS, useSession } from '../index';

const USER: UserView = {
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
const SETTINGS: BrandSettings = {
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  logo: null,
  logoMini: null,
};

function store(user: unknown, settings: unknown = SETTINGS) {
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
  localStorage.setItem(STORAGE_KEYS.user, typeof user === 'string' ? user : JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(settings));
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null, settings: null, loading: true, error: null });
});

test('restores the stored user, token and brand', async () => {
  store(USER);
  await useSession.getState().restore();
  expect(useSession.getState()).toMatchObject({
    user: USER,
    token: 'stored-token',
    settings: SETTINGS,
    loading: false,
  });
});

test.each([
  [
    'an older user without the contract’s fields',
    { id: 7, nome: 'Ana', email: 'ana@pagora.demo', cargo: 'seller' },
  ],
  ['a user with an unknown role', { ...USER, cargo: 'owner' }],
  ['a user that is not JSON', '{"id":'],
])('%s reads as logged out, without throwing', async (_label, stored) => {
  store(stored);
  await expect(useSession.getState().restore()).resolves.toBeUndefined();
  expect(useSession.getState()).toMatchObject({ user: null, token: null, loading: false });
});

test('brand settings that no longer parse are dropped; the session stays', async () => {
  store(USER, { primaryColor: null, secondaryColor: null });
  await useSession.getState().restore();
  expect(useSession.getState()).toMatchObject({ user: USER, token: 'stored-token', settings: null });
});

test('signIn stores what the login answered; clear wipes it', () => {
  useSession.getState().signIn({ user: USER, token: 'tok', settings: SETTINGS });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(USER);
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
  useSession.getState().clear();
  expect(localStorage.length).toBe(0);
  expect(useSession.getState()).toMatchObject({ user: null, token: null, settings: null });
});
