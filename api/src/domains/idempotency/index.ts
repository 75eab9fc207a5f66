// Idempotency-Key for the creation endpoints of every domain (links, buyers, sellers,
// subscriptions): one intent, one creation. Payments and refunds keep their own, richer keys.
export { createOnce, pruneCreationKeys, CREATION_IN_FLIGHT, CREATION_KEY_REUSED } from './creation-keys';
