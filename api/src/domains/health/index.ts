// GET /api/health (liveness) and GET /api/ready (readiness).

export { healthRoutes } from './routes';
