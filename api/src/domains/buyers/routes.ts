import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const buyerRoutes: FastifyPluginAsyncZod = async () => {};
