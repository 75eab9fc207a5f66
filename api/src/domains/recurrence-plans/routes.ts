import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const recurrencePlanRoutes: FastifyPluginAsyncZod = async () => {};
