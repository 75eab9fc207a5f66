import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const interestPlanRoutes: FastifyPluginAsyncZod = async () => {};
