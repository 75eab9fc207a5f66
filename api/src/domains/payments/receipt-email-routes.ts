import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECEIPT_EMAIL_MESSAGES, receiptEmailContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { setReceiptEmail } from './receipt-email';

/** 'Receber comprovante por e-mail' on the PIX panel (issue 23). */
export const receiptEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const set = on(c.set);
  app.route({
    ...set,
    schema: { ...set.schema, headers: z.looseObject({ 'x-payer-token': z.string().optional() }) },
    config: { access: 'public' },
    handler: async (request) => {
      const { id } = request.params;
      await setReceiptEmail(app.ctx, id, request.body.email, request.headers['x-payer-token']);
      return { message: RECEIPT_EMAIL_MESSAGES.saved };
    },
  });
};
