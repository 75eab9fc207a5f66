// `@pagora/shared/client/core`: the session store and what a signed-out page needs, without axios
// or zod (the login page's first load has a budget: e2e/tests/budgets.spec.ts). A separate entry,
// shared on its own at run time: `@pagora/shared/client` re-exports the store from here by the
// package name, so every app, whichever entry it imports, reads the one store.
export { useSession, STORAGE_KEYS, type SessionState } from './session-store';
export type { BrandSettings, SessionUser, LoginAnswer } from './session-schemas';
export { paths, type PathName } from './paths';
export { roleOf, homeHrefFor, type AppRole } from './roles';
export { useCan } from './can';
export {
  REMOTE_PAGES,
  remoteNameOf,
  type RemoteName,
  type RemotePageName,
  type RemotePageId,
  type RemotePageModule,
  type RemoteRegistryEntry,
} from './contracts';
export { documentTitle, useDocumentTitle } from '../browser/document-title';
export { useValidatedForm } from './use-form-state';
export { validateLogin, loginInput, type LoginFields } from './login-form';
export { FORM_HAS_ERRORS_MESSAGE } from '../constants';
