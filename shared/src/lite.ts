/**
 * `@pagora/shared/lite`: pure, stateless helpers for pages with a tight first-load budget (the
 * payer's checkout). The main entries bring zod with every schema (`@pagora/shared`) and axios
 * with the session (`@pagora/shared/client`); nothing here imports either. Stateful things
 * (session, store, HTTP client) must still come through those shared entries.
 */
export { formatBRL } from './money/format-brl';
export { formatDateTime } from './dates/format-date';
export { paths } from './client/paths';
export { copyText } from './browser/clipboard';
export { documentTitle, useDocumentTitle } from './browser/document-title';
export { newIdempotencyKey } from './browser/idempotency-key';
