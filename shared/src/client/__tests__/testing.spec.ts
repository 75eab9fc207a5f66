/// <reference types="jest" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint';
import { api, ApiError, useSession } from '../index';
import { API_ERROR_CODES, answerOf, errorReply, fakeApi, serverError } from '../testing';

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
  fakeApi({
    'GET /boom': () => serverError('caiu'),
    'POST /things': () => errorReply(400, 'wrong_password', 'Senha atual incorreta.', 'senhaAtual'),
  });

  await expect(api.get('/nowhere')).rejects.toMatchObject({
    status: 404,
    code: 'not_found',
    message: 'Rota não encontrada.',
  });
  const error = await api.get('/boom').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 500, message: 'caiu', code: 'internal' });
  await expect(api.post('/things', {})).rejects.toMatchObject({
    status: 400,
    code: 'wrong_password',
    field: 'senhaAtual',
  });
});

/** The API's production source, where every error code it sends is written as a literal. */
function apiSource(dir = join(__dirname, '../../../../api/src')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'zoop-sandbox' ? '' : apiSource(path);
      return /(?<!\.test)\.ts$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

test('the error codes a fixture may use are the ones the API sends', () => {
  const source = apiSource();
  const unsent = API_ERROR_CODES.filter((code) => !source.includes(`'${code}'`));
  expect(unsent).toEqual([]);
});

test('answerOf takes the success status from the contract and checks the body', () => {
  expect(answerOf(thing, { id: 'x' })).toEqual({ status: 201, data: { id: 'x' } });
  expect(() => answerOf(thing, { id: 1 } as unknown as { id: string })).toThrow();
});
