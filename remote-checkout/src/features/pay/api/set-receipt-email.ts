import { receiptEmailContract } from '@pagora/shared/contracts';
import { payerToken } from '../../../lib/payer-memory';
import { callPublic } from '../../../lib/public-call';

/**
 * `PUT /receipt/:id/email`: where this PIX's receipt goes. The payer token proves this browser made
 * the code; nobody else may redirect its receipt.
 */
export const setReceiptEmail = (transactionId: string, email: string) =>
  callPublic(
    receiptEmailContract.set,
    { params: { id: transactionId }, body: { email } },
    { 'X-Payer-Token': payerToken() },
  );
