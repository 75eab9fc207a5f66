import { register } from 'node:module';

/**
 * OpenTelemetry traces (OTLP over HTTP) with the maintained instrumentations for Fastify
 * (`@fastify/otel`), node-postgres and node's http. Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, and before the rest of the API is imported (`server.ts`): instrumentation patches modules
 * as they load, so `pg` and `fastify` must not be loaded yet. Nothing of it is loaded otherwise.
 */
export async function startTracing(endpoint: string): Promise<() => Promise<void>> {
  // ES modules are patched through a loader hook; CommonJS ones (pg, fastify) through require.
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  const { FastifyOtelInstrumentation } = await import('@fastify/otel');
  const sdk = new NodeSDK({
    serviceName: 'pagora-api',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
