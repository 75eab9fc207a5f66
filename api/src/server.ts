import type { Config } from './config';
import { loadConfig } from './config';
import { startFailureMessage } from './platform/start-failure';

let config: Config | undefined;

/**
 * Process entry. Tracing, when configured, starts before anything else is imported (it patches
 * modules as they load); then `serve.ts` runs the API. `create-admin` runs the operator's command
 * instead (create-admin.ts), with the same configuration.
 */
async function main(): Promise<void> {
  config = loadConfig();
  if (process.argv[2] === 'create-admin') {
    const { createAdminCommand } = await import('./create-admin');
    process.exit(await createAdminCommand(config, process.argv.slice(3)));
  }
  const stopTracing = config.otlpEndpoint
    ? await (await import('./platform/tracing')).startTracing(config.otlpEndpoint)
    : null;
  const { serve } = await import('./serve');
  await serve(config, stopTracing);
}

main().catch((err: unknown) => {
  // A start that gave up on its database ends with a sentence an operator can act on, not a stack.
  console.error((config && startFailureMessage(err, config)) ?? err);
  process.exit(1);
});
