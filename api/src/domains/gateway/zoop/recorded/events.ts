import { cardFailed, cardSucceeded } from './transactions';

/** Event envelopes as recorded (see transactions.ts for the source keys). */

/** Shape A, IMO `events/transaction_succeeded.json`: the transaction in `payload.object`. */
export const succeededA = {
  id: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
  resource: 'event',
  type: 'transaction.succeeded',
  source: 'api',
  name: 'transaction.succeeded',
  uri: '/v1/marketplaces/m/events/5f1e2d3c4b5a69788796a5b4c3d2e1f0',
  payload: { object: cardSucceeded },
  created_at: '2020-07-06T14:01:51+0000',
  updated_at: '2020-07-06T14:01:51+0000',
};

/**
 * Shape B, IMO `events/transaction_failed.json`: `payload` is the transaction, with an `error` in
 * it, and the recording's event `id` is an empty string.
 */
export const failedB = {
  type: 'transaction.failed',
  uri: '/v1/marketplaces/m/events/',
  resource: 'event',
  status: 'succeeded',
  id: '',
  created_at: '2020-06-25T18:03:27+00:00',
  source: 'API',
  payload: {
    error: {
      status: 'Bad Request',
      status_code: 400,
      type: 'invalid_request_error',
      category: 'invalid_payment_information',
    },
    ...cardFailed,
  },
};

/** Shape C, IMO `events/transaction_pre_authorization_succeeded.json`: top-level `object`, no id. */
export const preAuthorizedC = {
  type: 'transaction.pre_authorization.succeeded',
  resource: 'transaction',
  description: 'Pré-autorização',
  object: { ...cardSucceeded, status: 'pre_authorized' },
};

/** IMO `Webhook.EVENTS` names `seller.activated`; the object is the seller. */
export const sellerActivated = {
  id: '6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d',
  resource: 'event',
  type: 'seller.activated',
  payload: { object: { id: '1f9a2b3c4d5e6f708192a3b4c5d6e7f8', resource: 'seller', status: 'active' } },
  created_at: '2020-07-06T14:01:51+0000',
};
