/** The pg-boss queue that sends webhook deliveries (docs/decisions/007). */
export const WEBHOOK_QUEUE = 'webhooks';
