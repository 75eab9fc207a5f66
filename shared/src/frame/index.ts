// `@pagora/shared/frame`: what every remote needs to run on its own, outside the shell. The
// checkout's first load goes through here, so nothing here may statically import TanStack Query,
// axios or the zod schemas of `@pagora/shared` / `@pagora/shared/client` (scripts/first-load-budget.mjs).
export { StandaloneApp, type StandaloneRoute } from './standalone-app';
export { StandaloneProviders } from './standalone-providers';
export {
  APP_STARTED_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  startStandalone,
  type StandaloneOptions,
} from './start-standalone';
export { useHydrated } from './use-hydrated';
export { streamedText, styleElement } from './server-document';
