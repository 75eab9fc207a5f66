import axios, { type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
// The package entry, not './session-store': one store in the share scope (see client/core.ts).
import { useSession } from '@pagora/shared/client/core';

/**
 * The one HTTP client. It adds the bearer token, turns every failure into an `ApiError`,
 * and handles 401 once: the session is cleared, so the route guards send the user to /login.
 */
export const api = axios.create({ baseURL: '/api', timeout: 0 });

const AUTH_HEADER = 'Authorization';

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = useSession.getState().token;
  if (token) config.headers.set(AUTH_HEADER, `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    const sentToken = axios.isAxiosError(error) && Boolean(error.config?.headers?.has(AUTH_HEADER));
    if (apiError.status === 401 && sentToken && useSession.getState().token) {
      useSession.getState().clear();
    }
    return Promise.reject(apiError);
  },
);
