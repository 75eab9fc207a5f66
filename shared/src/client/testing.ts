// `@pagora/shared/client/testing`: test support for the one API client, never shipped (the
// federation config shares no entry ending in '/testing').
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { answerSchemaOf, type AnswerOf, type Endpoint } from '../contracts/endpoint';
import { api } from './api-client';
import { ROLE_PERMISSIONS, type TeamRole } from '../team/roles';

/** What a fake route answers: a status and, optionally, a body. */
export interface FakeReply {
  status: number;
  data?: unknown;
}

/** What a fake route receives: the JSON body parsed back, the query params, the request itself. */
export interface FakeRequest {
  body: unknown;
  params: Record<string, string>;
  config: InternalAxiosRequestConfig;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** One request as the transport saw it, after the client's interceptors (so with its token). */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  params: Record<string, string>;
  auth: string | undefined;
}

export interface FakeApi {
  /** Every request, in order, answered or not. */
  calls: FakeCall[];
  /** The requests to one route, keyed as the routes are: 'GET /payment/u-1'. */
  callsTo: (key: string) => FakeCall[];
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Replaces only the transport under the one API client: requests still go through its interceptors
 * (token, error mapping, 401 handling) and the contracts' parsing. Routes are keyed 'METHOD /path'
 * without the query string, e.g. 'GET /payment/u-1' or 'POST /login'; any other request gets a 404.
 */
export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const calls: FakeCall[] = [];
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const params = (config.params ?? {}) as Record<string, string>;
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    calls.push({ method, url, body, params, auth: typeof auth === 'string' ? auth : undefined });
    const handler = routes[keyOf(method, url)];
    const reply = handler
      ? await handler({ body, params, config })
      : errorReply(404, 'not_found', 'Rota não encontrada.');
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
  return { calls, callsTo: (key) => calls.filter((c) => keyOf(c.method, c.url) === key) };
}

/**
 * Error codes the API sends (`{ message, code, field? }`), so a fixture cannot invent one: the
 * central handler's and `AppError`'s own (api/src/platform), then the domain codes the front ends'
 * tests answer with. The spec checks that the API's source still sends each of them.
 */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'too_many_requests',
  'internal',
  'unavailable',
  'invalid_credentials',
  'wrong_password',
  'email_taken',
  'id_in_use',
  'challenge_expired',
  'invalid_code',
  'invalid_recovery_code',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A refusal as the API answers it: `errorReply(404, 'not_found', 'Vendedor não encontrado')`. */
export function errorReply(status: number, code: ApiErrorCode, message: string, field?: string): FakeReply {
  return { status, data: field === undefined ? { message, code } : { message, code, field } };
}

/** A 500 as the API's central handler answers an unexpected failure. */
export const serverError = (message = 'Erro interno no servidor. Tente novamente mais tarde.'): FakeReply =>
  errorReply(500, 'internal', message);

/**
 * A success reply as the endpoint's contract declares it: its 2xx status, and a body typed (and
 * checked) by its answer schema, so a fixture that drifts from the contract fails here first.
 */
export function answerOf<E extends Endpoint>(e: E, data: AnswerOf<E>): FakeReply {
  const status = Number(Object.keys(e.response).find((s) => Number(s) >= 200 && Number(s) < 300));
  answerSchemaOf(e).parse(data);
  return { status, data };
}

/**
 * The user view's `team` of a member with `role` acting for the signed-in business (issue 39), for
 * tests that sign a member in: `{ ...demoUser('seller'), team: memberTeam('support') }`.
 */
export function memberTeam(
  role: TeamRole,
  actor = { id: 'person-1', nome: 'Pessoa da Equipe', email: 'equipe@loja.test' },
) {
  return {
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    actor,
    membershipId: 'membership-1',
    twoFactorSetupRequired: false,
  };
}
