/** Test support other domains' tests may use (a shop's webhook receiver). */
export { startReceiver, type Received } from './webhooks/test-receiver';
