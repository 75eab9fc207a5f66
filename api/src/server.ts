import type { Config } from './config';
import { loadConfig } from './config';

/**
 * Process entry. Tracing, when configured, starts before anything else is imported (it patches
 * modules as they load); then `serve.ts` runs the API.
 */
async function main(): Promise<void> {
  const config: Config = loadConfig();
  const stopTracing = config.otlpEndpoint
    ? await (await import('./platform/tracing')).startTracing(config.otlpEndpoint)
    : null;
  const { serve } = await import('./serve');
  await serve(config, stopTracing);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
