import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEnv } from '../zoop/test-env';
import { recordFetch } from './recorder';
import { STEPS, runScenario } from './scenario';
import { SENT_UNDESCRIBED } from './sent-undescribed';
import { check, derived, formatViolations, isDocumented, operationOf, usedUndescribed } from './witness';

type Env = Awaited<ReturnType<typeof startEnv>>;

const explain = (err: unknown) =>
  err instanceof Error
    ? `${err.message} ${JSON.stringify((err as { details?: unknown }).details ?? {})}`
    : String(err);

/**
 * The witness we did not write: every call of the Zoop adapter that Zoop's OpenAPI v1.1 describes
 * is made against the sandbox over real HTTP, and each request body the adapter sends and each
 * answer the sandbox gives is checked against the schemas derived from that document
 * (`zoop-openapi-schemas.json`, see `derive-schemas.ts` for the source). A failure lists
 * `step | call | request/answer | JSON path | message`.
 */
describe("Zoop adapter and sandbox against Zoop's OpenAPI v1.1", () => {
  let env: Env | undefined;
  let recorder: ReturnType<typeof recordFetch> | undefined;
  const exchanges = () => recorder?.exchanges ?? [];
  const stepsOf = (step: string) => exchanges().filter((e) => e.step === step && operationOf(e));
  /** A step the adapter could not complete: its exchanges are still checked, and its test fails. */
  const refused = new Map<string, unknown>();

  before(async () => {
    // Expiries past 24 h honoured, as on a marketplace where Zoop enabled them (the only case the
    // OpenAPI documents `pix_expiration_date_time` for).
    const started = await startEnv({}, { pixHonourRequestedExpiry: true });
    env = started;
    const recording = recordFetch(started.apiUrl);
    recorder = recording;
    const [seller, partner, platform] = [
      await started.seller('Ana'),
      await started.seller('Bia'),
      await started.seller('Caio'),
    ];
    async function step<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
      try {
        return await recording.step(name, fn);
      } catch (err) {
        refused.set(name, err);
        return undefined;
      }
    }
    await runScenario(started, step, { seller, partner, platform });
  });
  after(async () => {
    // Guarded: if the start-up failed, its error is the one worth reading.
    recorder?.restore();
    await env?.close();
  });

  for (const name of STEPS) {
    it(`${name}: what the adapter sends and the sandbox answers fits the OpenAPI`, () => {
      const made = stepsOf(name);
      const violations = made.flatMap(check);
      const failed = refused.has(name) ? `\nthe adapter failed: ${explain(refused.get(name))}` : '';
      assert.ok(made.length > 0, `no documented call was made for "${name}"${failed}`);
      assert.equal(
        violations.length,
        0,
        `Zoop's OpenAPI disagrees:\n${formatViolations(violations)}${failed}`,
      );
      assert.equal(failed, '');
    });
  }

  it('every documented operation the adapter uses was exercised, so none is checked by luck', () => {
    const seen = new Set(exchanges().map(operationOf));
    const missing = Object.keys(derived.operations).filter((key) => !seen.has(key));
    assert.deepEqual(missing, []);
  });

  it('every undescribed field we accept is still sent (the list of findings stays true)', () => {
    const stale = SENT_UNDESCRIBED.filter((entry) => !usedUndescribed.has(entry));
    assert.deepEqual(
      stale.map((entry) => `${entry.operation} ${entry.variant ?? ''} ${entry.field}`),
      [],
    );
  });

  it('makes no call the OpenAPI describes without checking it, and names those it does not describe', (t) => {
    const unchecked = exchanges().filter((e) => isDocumented(e) && !operationOf(e));
    assert.deepEqual(
      unchecked.map((e) => `${e.method} ${e.path}`),
      [],
    );
    const undescribed = new Set(
      exchanges()
        .filter((e) => !isDocumented(e))
        .map((e) => `${e.method} ${e.path.replace(/[0-9a-f]{32}/g, '{id}')}`),
    );
    t.diagnostic(`not in Zoop's OpenAPI v1.1: ${[...undescribed].sort().join(', ')}`);
  });
});
