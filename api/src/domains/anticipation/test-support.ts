import type { Config } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

/** `createTestApp` (test/harness.ts), listening: the embedded sandbox is reached over HTTP. */
export const anticipationTestApp = (overrides: Partial<Config> = {}): Promise<TestApp> =>
  createTestApp(overrides, { listen: true });

/** A body the sandbox's control API takes (`/zoop-sandbox/_control…`), with the marketplace's key. */
export async function sandboxControlCall(t: TestApp, method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.baseUrl}/zoop-sandbox/_control${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}
