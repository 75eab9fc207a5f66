import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@pagora/shared/client';
import { answerSchemaOf, type AnswerOf, type Endpoint } from '@pagora/shared/contracts';

export interface FakeReply {
  status: number;
  data?: unknown;
}
type Handler = (request: {
  body: unknown;
  params: Record<string, string>;
  config: InternalAxiosRequestConfig;
}) => FakeReply | Promise<FakeReply>;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  params: Record<string, string>;
  auth: string | undefined;
}

/**
 * Replaces only the transport under the one API client: requests still go through its interceptors
 * (token, error mapping). Keys are 'METHOD /path' without the query string, e.g. 'GET /payment/u-1'.
 */
export function fakeApi(routes: Record<string, Handler>): { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const params = (config.params ?? {}) as Record<string, string>;
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    calls.push({ method, url, body, params, auth: typeof auth === 'string' ? auth : undefined });
    const handler = routes[`${method} ${url}`];
    const reply = handler
      ? await handler({ body, params, config })
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
  return { calls };
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
