// The postal-code (CEP) lookup behind GET /api/cep/:cep.

export { cepRoutes } from './routes';
