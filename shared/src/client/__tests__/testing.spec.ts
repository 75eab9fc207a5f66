/// <reference types="jest" />
import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint';
import { api, ApiError, useSession } from '../index';
import { answerOf, fakeApi, serverError } from '../testing';

const thing = endpoint({
  method: 'POST',
  path: '/things',
  tag: 'test',
  response: { 201: z.object({ id: z.string() }) },
});

beforeEach(() => {
  useSession.setState({ user: null, token: null, settings: null, loading: false, error: null });
});

test('routes by method and path, and records the body, query params and token', async () => {
  useSession.setState({ token: 'tok' });
  const fake = fakeApi({
    'POST /things': ({ body }) => ({ status: 201, data: { echo: body } }),
    'GET /things': async ({ params }) => ({ status: 200, data: params }),
  });

  await expect(api.post('/things', { a: 1 }).then((r) => r.data)).resolves.toEqual({ echo: { a: 1 } });
  await expect(api.get('/things', { params: { page: '2' } }).then((r) => r.data)).resolves.toEqual({
    page: '2',
  });

  expect(fake.calls).toEqual([
    { method: 'POST', url: '/things', body: { a: 1 }, params: {}, auth: 'Bearer tok' },
    { method: 'GET', url: '/things', body: undefined, params: { page: '2' }, auth: 'Bearer tok' },
  ]);
  expect(fake.callsTo('GET /things')).toHaveLength(1);
});

test('an unknown route is a 404 and a failing reply goes through the error mapping', async () => {
  fakeApi({ 'GET /boom': () => serverError('caiu') });

  await expect(api.get('/nowhere')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  const error = await api.get('/boom').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 500, message: 'caiu', code: 'INTERNAL' });
});

test('answerOf takes the success status from the contract and checks the body', () => {
  expect(answerOf(thing, { id: 'x' })).toEqual({ status: 201, data: { id: 'x' } });
  expect(() => answerOf(thing, { id: 1 } as unknown as { id: string })).toThrow();
});
