// The developers domain (issue 26, docs/developers.md): secret API keys, the public /v1 surface
// they call, and outgoing signed webhooks with their delivery log. Start from routes.ts.

export { developerRoutes } from './routes';
export { v1Routes } from './v1/routes';
export { registerDevelopers } from './webhooks/register';
export { developerWebhookRoutes } from './webhook-routes';
