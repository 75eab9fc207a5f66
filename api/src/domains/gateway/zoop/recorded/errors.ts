/**
 * Zoop's error envelopes as its public error-code list gives them: MMD = matheeusmeloo/public-docs
 * `api/codigos_de_erro.md` (a copy of Zoop's page, "a Zoop retornará…": status code, type, category
 * and message), in the envelope IMO recorded (`examples/data/transaction_failed.json`: `error` with
 * `status`, `status_code`, `type`, `category`, `message`). Only the ones issue 28 turns on.
 */
const envelope = (statusCode: number, status: string, type: string, category: string, message: string) => ({
  error: { status, status_code: statusCode, type, category, message },
});

/** A charge for a seller Zoop has not approved yet (still `pending`, or denied). */
export const sellerAuthorizationRefused = envelope(
  402,
  'Payment Required',
  'invalid_request_error',
  'seller_authorization_refused',
  'Seller has not been authorized to charge credit cards. Complete activation to start processing payments.',
);

/** A saved card sent without the buyer it belongs to (`customer`). */
export const cardCustomerNotAssociated = envelope(
  402,
  'Payment Required',
  'card_error',
  'card_customer_not_associated',
  'Transaction denied. No active card.',
);

/** A void Zoop will not do: a partial void of anything but captured credit, among others. */
export const voidTransactionError = envelope(
  402,
  'Payment Required',
  'invalid_request_error',
  'void_transaction_error',
  'The void request failed. Transaction could not be voided.',
);

/** An issuer's refusal (brand code 51). */
export const insufficientFunds = envelope(
  402,
  'Payment Required',
  'card_error',
  'insufficient_funds_error',
  'Requested credit exceeds remaining settled funds.',
);

/** The acquirer did not answer in time: the charge may or may not exist. */
export const serviceRequestTimeout = envelope(
  408,
  'Request Timeout',
  'invalid_request_error',
  'service_request_timeout',
  'Credit card process is temporarily unavailable at the specified location.',
);

export const authenticationFailed = envelope(
  401,
  'Unauthorized',
  'invalid_request_error',
  'authentication_failed',
  'The API Key provided has expired or has been deleted.',
);

export const duplicateTaxpayerId = envelope(
  409,
  'Conflict',
  'invalid_request_error',
  'duplicate_taxpayer_id',
  'Customer with this taxpayer_id already exists.',
);
