import { paymentsContract } from '@pagora/shared/contracts';
import { callPublic } from '../../../lib/public-call';

/** `POST /sandbox/pay/:transactionId`: only in sandbox mode, pays the pending PIX as a bank would. */
export const simulatePixPayment = (transactionId: string) =>
  callPublic(paymentsContract.sandboxPay, { params: { transactionId } });
