// The buyers domain (spec 001 section 2.4): a seller's compradores, registered at the provider.
export { buyerRoutes } from './routes';
export { buyerPage } from './manage';
