import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@pagora/shared/client';
import { answerSchemaOf, type AnswerOf, type Endpoint } from '@pagora/shared/contracts';

export interface FakeReply {
  status: number;
  data?: unknown;
}
type Handler = (request: { body: unknown; config: InternalAxiosRequestConfig }) => FakeReply;

export interface FakeApi {
  calls: { method: string; url: string; body: unknown; auth: string | undefined }[];
}

/**
 * Replaces the network under the one API client: requests still go through its interceptors
 * (token, error mapping, 401 handling); only the transport is fake. Keys are 'POST /login'.
 */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const state: FakeApi = { calls: [] };
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    state.calls.push({ method, url, body, auth: typeof auth === 'string' ? auth : undefined });
    const handler = routes[`${method} ${url}`];
    const reply = handler
      ? handler({ body, config })
      : { status: 404, data: { message: 'Não encontrado', code: 'NOT_FOUND' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`status ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return state;
}

/**
 * A success reply as the endpoint's contract declares it: its 2xx status, and a body typed (and
 * checked) by its answer schema, so a fixture that drifts from the contract fails here first.
 */
export function answerOf<E extends Endpoint>(e: E, data: AnswerOf<E>): FakeReply {
  const status = Number(Object.keys(e.response).find((s) => Number(s) >= 200 && Number(s) < 300));
  answerSchemaOf(e).parse(data);
  return { status, data };
}
