// Client side of @pagora/shared: shared as a singleton, so the session and the HTTP client exist once.
export { api } from './api-client';
export { call, type CallOptions, type CallRequest } from './call';
export { fetchCep } from './fetch-cep';
// The session's own endpoints (login, me, logout, signup, profile, brand), here so the shell's
// login page calls them without loading every contract of `@pagora/shared/contracts`.
export { accountsContract } from '../contracts/accounts';
export { ApiError, toApiError, messageOf, NETWORK_ERROR_MESSAGE } from './api-error';
// The store through its own shared entry (by the package name, not './session-store'), so the
// share scope holds one copy whether an app imports this entry or the light one.
export { useSession, STORAGE_KEYS, type SessionState } from '@pagora/shared/client/core';
export {
  brandSettingsSchema,
  sessionUserSchema,
  loginAnswerSchema,
  meAnswerSchema,
  type BrandSettings,
  type SessionUser,
  type LoginAnswer,
} from './session-schemas';
export { paths, type PathName } from './paths';
export { roleOf, homeHrefFor, type AppRole } from './roles';
export { useCan } from '@pagora/shared/client/core';
export {
  REMOTE_PAGES,
  remoteNameOf,
  type RemoteName,
  type RemotePageName,
  type RemotePageId,
  type RemotePageModule,
  type RemoteRegistryEntry,
} from './contracts';
export { validateWith, pickTouched, type FieldErrors } from './form-errors';
export { documentTitle, useDocumentTitle } from '../browser/document-title';
export { useFormState, useValidatedForm } from './use-form-state';
