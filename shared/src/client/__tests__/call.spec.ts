/// <reference types="jest" />
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { endpoint } from '../../contracts';
import { api, ApiError, call, useSession } from '../index';

// A contract of its own, so these tests pin `call` and not any one route.
const thing = z.object({ id: z.string(), total: z.number() });
const contract = {
  update: endpoint({
    method: 'PUT',
    path: '/things/:ownerId/:thingId',
    tag: 'test',
    params: z.object({ ownerId: z.string(), thingId: z.string() }),
    query: z.object({ status: z.string().optional(), q: z.string().optional(), page: z.number().optional() }),
    body: z.object({ total: z.number() }),
    response: { 200: thing },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/things/:thingId',
    tag: 'test',
    params: z.object({ thingId: z.string() }),
    response: { 204: z.null() },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/things/upload',
    tag: 'test',
    response: { 201: thing, 202: z.object({ queued: z.literal(true) }) },
  }),
};

interface Sent {
  method: string | undefined;
  url: string | undefined;
  params: unknown;
  data: unknown;
  headers: AxiosHeaders;
}

/** Answers every request with `status` and `data`, keeping what was sent. */
function answer(status: number, data: unknown): Sent[] {
  const sent: Sent[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      method: config.method,
      url: config.url,
      params: config.params,
      data: config.data,
      headers: AxiosHeaders.from(config.headers),
    });
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return sent;
}

const update = (query: z.input<typeof contract.update.query> = {}) =>
  call(contract.update, { params: { ownerId: 'ana maria', thingId: 'a/b?c' }, query, body: { total: 3 } });

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null, settings: null, loading: false, error: null });
});

test('fills the path from the params, each one encoded, with the contract’s method', async () => {
  const sent = answer(200, { id: 't-1', total: 3 });
  await update();
  expect(sent[0]).toMatchObject({ method: 'put', url: '/things/ana%20maria/a%2Fb%3Fc' });
});

test('a missing path parameter is refused before anything is sent', async () => {
  const sent = answer(200, { id: 't-1', total: 3 });
  await expect(
    call(contract.update, { params: { ownerId: '', thingId: 'x' }, body: { total: 1 } }),
  ).rejects.toThrow('missing path parameter "ownerId"');
  expect(sent).toEqual([]);
});

test('drops empty query values and keeps the others, zero included', async () => {
  const sent = answer(200, { id: 't-1', total: 3 });
  await update({ status: '', q: 'bolo', page: 0 });
  await update({ status: undefined });
  expect(sent[0]?.params).toEqual({ q: 'bolo', page: 0 });
  expect(sent[1]?.params).toEqual({});
});

test('sends the body as JSON', async () => {
  const sent = answer(200, { id: 't-1', total: 3 });
  await update();
  expect(JSON.parse(String(sent[0]?.data))).toEqual({ total: 3 });
  expect(sent[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
});

test('sends FormData as is to an endpoint that declares no JSON body', async () => {
  const sent = answer(201, { id: 't-2', total: 0 });
  const form = new FormData();
  form.append('logo', new Blob(['png']), 'logo.png');
  await expect(call(contract.upload, { body: form })).resolves.toEqual({ id: 't-2', total: 0 });
  expect(sent[0]?.data).toBe(form);
});

test('parses the answer with the contract’s success schema: unknown fields are dropped', async () => {
  answer(200, { id: 't-1', total: 3, secret: 'hash' });
  await expect(update()).resolves.toEqual({ id: 't-1', total: 3 });
});

test('accepts any of the contract’s 2xx answers', async () => {
  answer(202, { queued: true });
  await expect(call(contract.upload, {})).resolves.toEqual({ queued: true });
});

test('an answer that breaks the contract rejects', async () => {
  answer(200, { id: 't-1', total: '3' });
  await expect(update()).rejects.toBeInstanceOf(z.ZodError);
});

test('a 204 answers null, whatever the transport read as its body', async () => {
  const sent = answer(204, '');
  await expect(call(contract.remove, { params: { thingId: 't-1' } })).resolves.toBeNull();
  expect(sent[0]).toMatchObject({ method: 'delete', url: '/things/t-1', data: undefined });
});

test('passes the caller’s headers beside the session’s bearer token', async () => {
  useSession.setState({ token: 'tok' });
  const sent = answer(200, { id: 't-1', total: 3 });
  await call(
    contract.update,
    { params: { ownerId: 'o', thingId: 't' }, body: { total: 3 } },
    { headers: { 'Idempotency-Key': 'key-1' } },
  );
  expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
});

test('an error answer rejects with the client’s ApiError, unparsed', async () => {
  answer(404, { message: 'Não encontrado', code: 'not_found' });
  await expect(update()).rejects.toEqual(
    expect.objectContaining({ name: 'ApiError', status: 404, code: 'not_found', message: 'Não encontrado' }),
  );
  await expect(update()).rejects.toBeInstanceOf(ApiError);
});
