import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '../../../platform/app-error';
import { parseLenient } from './http';
import { CARD, MARKETPLACE_ID, startEnv, approved } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type TxList = { total: string };

describe('Zoop adapter ↔ sandbox: faults', () => {
  let env: Env;
  let seller: string;
  before(async () => (env = await startEnv({ timeoutMs: 300 })));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller();
  });
  const charge = (referenceId: string) =>
    approved(
      env.provider.chargeCard({
        referenceId,
        amountCents: 4200,
        installments: 1,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Falhas',
      }),
    );
  const countByReference = async (ref: string) =>
    Number(((await env.zoop('GET', `/transactions?reference_id=${ref}`)).json as TxList).total);

  it('a charge whose 2xx answer cannot be read is found by reference, not recorded as failed', async () => {
    await env.setFaults({ api: { garbleNext: 1, method: 'POST' } });
    const c = await charge('ref-garbled');
    assert.equal(c.status, 'pago');
    assert.equal(c.referenceId, 'ref-garbled');
    assert.equal(await countByReference('ref-garbled'), 1);
    assert.ok(env.logs.some((l) => l.msg === 'zoop charge recovered by reference'));
  });

  it('an unreadable create whose look-up cannot be read either stays unknown and retryable', async () => {
    // The POST's answer and the GET by reference that follows both arrive cut short.
    await env.setFaults({ api: { garbleNext: 2 } });
    await assert.rejects(
      charge('ref-garbled-twice'),
      (err: unknown) =>
        err instanceof AppError &&
        err.code === 'provider_unavailable' &&
        err.details?.retryable === true &&
        err.details.referenceId === 'ref-garbled-twice',
    );
    // The charge does exist: reconciliation must look again, which a plain failure would stop.
    assert.equal(await countByReference('ref-garbled-twice'), 1);
  });

  it('a plan whose answer cannot be read is adopted, not left behind as an orphan', async () => {
    await env.setFaults({ api: { garbleNext: 1, method: 'POST' } });
    const plan = {
      name: 'Mensal',
      description: '',
      amountCents: 990,
      frequency: 'monthly',
      interval: 1,
    } as const;
    const { planId } = await env.provider.createPlan({ ...plan, paymentMethods: ['credit'] });
    const list = (await env.call('GET', `/v2/marketplaces/${MARKETPLACE_ID}/plans`)).json as {
      items: { id: string }[];
    };
    assert.deepEqual(
      list.items.map((p) => p.id),
      [planId],
    );
  });

  it("reads Zoop's \\' escapes in an answer (public clients work around them)", () => {
    assert.deepEqual(parseLenient(String.raw`{"description":"Loja d\'Ávila"}`), {
      description: "Loja d'Ávila",
    });
  });

  it('retries a GET after 5xx answers and succeeds', async () => {
    const c = await charge('ref-get');
    await env.setFaults({ api: { failNext: 2, failStatus: 503, method: 'GET' } });
    const mark = env.logs.length;
    const again = await env.provider.getCharge(c.providerId);
    assert.equal(again.status, 'pago');
    assert.equal(env.logs.slice(mark).filter((l) => l.msg === 'zoop retry').length, 2);
  });

  it('gives up after the GET retries with a retryable 502', async () => {
    const c = await charge('ref-get-fail');
    await env.setFaults({ api: { failNext: 3, failStatus: 500, method: 'GET' } });
    await assert.rejects(env.provider.getCharge(c.providerId), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.deepEqual(
        [err.status, err.code, err.details?.['retryable']],
        [502, 'provider_unavailable', true],
      );
      return true;
    });
  });

  it('create answered 5xx BEFORE processing: no charge exists, no second POST, retryable error', async () => {
    await env.setFaults({ api: { failNext: 1, method: 'POST' } });
    const mark = env.logs.length;
    await assert.rejects(charge('ref-5xx-before'), { status: 502, code: 'provider_unavailable' });
    assert.equal(await countByReference('ref-5xx-before'), 0);
    const posts = env.logs
      .slice(mark)
      .filter((l) => l.obj['method'] === 'POST' && l.obj['path'] === '/transactions');
    assert.equal(posts.length, 1);
  });

  it('create answered 5xx AFTER processing: the charge is recovered by reference, exactly once', async () => {
    await env.setFaults({ api: { failNext: 1, failAfterProcessing: true, method: 'POST' } });
    const c = await charge('ref-5xx-after');
    assert.equal(c.status, 'pago');
    assert.equal(c.amountCents, 4200);
    assert.equal(await countByReference('ref-5xx-after'), 1);
  });

  it('create slower than our timeout: recovered by reference, exactly once', async () => {
    await env.setFaults({ api: { delayMs: 600, delayCount: 1, method: 'POST' } });
    const c = await charge('ref-slow');
    assert.equal(c.status, 'pago');
    assert.equal(await countByReference('ref-slow'), 1);
    assert.ok(env.logs.some((l) => l.level === 'warn' && l.obj['cause'] === 'timeout'));
  });

  it('a delay under the timeout only slows the answer down', async () => {
    await env.setFaults({ api: { delayMs: 150, method: 'GET' } });
    const started = Date.now();
    await env.provider.sellerBalances(seller);
    assert.ok(Date.now() - started >= 150);
  });

  it('a GET that keeps timing out ends as a retryable 504', async () => {
    const c = await charge('ref-timeout-get');
    await env.setFaults({ api: { delayMs: 400, method: 'GET' } });
    await assert.rejects(env.provider.getCharge(c.providerId), { status: 504, code: 'provider_unavailable' });
  });
});
