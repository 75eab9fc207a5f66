import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { RequestLatency } from './request-latency';

const NAME = 'pagora_http_request_duration_seconds';
const HELP = 'HTTP request latency by method, route pattern and status code.';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

test("the scrape reads exactly as prom-client's own histogram fed the same requests", async () => {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [theirs],
  });
  const ours = new Registry();
  const latency = new RequestLatency(NAME, HELP, BUCKETS);
  ours.registerMetric(latency.asMetric());

  const requests: Array<[string, string, number, number]> = [
    ['GET', '/api/me', 200, 0.0004],
    ['GET', '/api/me', 200, 0.005], // on a bound: counted in that bucket
    ['GET', '/api/me', 200, 0.0051],
    ['GET', '/api/me', 401, 0.002],
    ['POST', '/api/payment/:paymentLinkId', 200, 0.7],
    ['POST', '/api/payment/:paymentLinkId', 502, 12], // past the last bound: +Inf only
    ['GET', '(sem rota)', 404, 0.001],
  ];
  for (const [method, route, status, seconds] of requests) {
    histogram.observe({ method, route, status_code: status }, seconds);
    latency.observe(method, route, status, seconds);
  }
  assert.equal(await ours.metrics(), await theirs.metrics());
  assert.match(
    await ours.metrics(),
    /_bucket\{le="0.005",method="GET",route="\/api\/me",status_code="200"\} 2\n/,
  );

  latency.reset();
  histogram.reset();
  assert.equal(await ours.metrics(), await theirs.metrics());
});
