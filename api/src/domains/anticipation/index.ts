// The anticipation domain (issue 38): a seller's future receivables paid early by the provider.
// Follow a call from routes.ts; the provider's verbs are the port's (gateway/money-port.ts).

export { anticipationRoutes } from './routes';
export { onAnticipationChange, type AnticipationChange } from './hooks';
export { confirmAnticipation } from './confirm';
export { providerQuote, quoteView } from './quote';
export { readAnticipation } from './history';
