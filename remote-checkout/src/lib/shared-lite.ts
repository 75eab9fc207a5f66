/**
 * The few pure, stateless helpers the payer's first screen needs, taken from @pagora/shared's own
 * source files rather than through its federated entry points. Those entries are singletons that
 * bring zod with every schema (`@pagora/shared`, ~36 KB gzipped) and axios with the back-office
 * session (`@pagora/shared/client`, ~25 KB): together more than the checkout's first-load budget
 * leaves. Pure functions are safe to bundle unshared; anything stateful (session, store, HTTP client
 * with interceptors) must still come through the shared entries. Later screens (card form, PIX panel)
 * load `@pagora/shared` normally.
 */
export { formatBRL } from '../../../shared/src/money/format-brl';
export { formatDateTime } from '../../../shared/src/dates/format-date';
export { paths } from '../../../shared/src/client/paths';
