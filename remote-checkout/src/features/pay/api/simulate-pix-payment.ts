import { publicApi, segment } from '../../../lib/public-api';

/** `POST /sandbox/pay/:transactionId`: only in sandbox mode, pays the pending PIX as a bank would. */
export const simulatePixPayment = (transactionId: string) =>
  publicApi.post<{ id: string; message: string }>(`/sandbox/pay/${segment(transactionId)}`);
