// GET /api/health.

export { healthRoutes } from './routes';
