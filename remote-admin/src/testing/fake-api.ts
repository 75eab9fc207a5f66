import { AxiosError, type AxiosResponse } from 'axios';
import { api } from '@pagora/shared/client';

// The approach of remote-backoffice/src/testing/fake-api.ts, kept small: only the transport under
// the one API client is replaced, so requests still pass its interceptors and the contracts' parsing.

export interface FakeReply {
  status: number;
  data?: unknown;
}
type Handler = (request: { params: Record<string, string> }) => FakeReply | Promise<FakeReply>;

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, string>;
}

/** Routes keyed 'METHOD /path' without the query string, e.g. 'GET /seller-dash/user-seller'. */
export function fakeApi(routes: Record<string, Handler>): {
  calls: FakeCall[];
  callsTo: (key: string) => FakeCall[];
} {
  const calls: FakeCall[] = [];
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, string>;
    calls.push({ method, url, params });
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler({ params }) : { status: 404, data: { message: 'Não encontrado' } };
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
  return { calls, callsTo: (key) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** A 500 with the API's error body. */
export const serverError = (message = 'Erro interno do servidor'): FakeReply => ({
  status: 500,
  data: { message, code: 'INTERNAL' },
});
