import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Server = { url: string; pid: number; stop: () => void };

/** Starts `servers.ts <kind>` in its own process so the load generator never shares its event loop. */
export function startServer(kind: 'bare' | 'api', env: Record<string, string> = {}): Promise<Server> {
  // `BENCH_CPU_PROF=<dir>`: the API process writes a V8 CPU profile there when the run stops it
  // (open it in Chrome's DevTools), to see where a scenario's time goes.
  const profileDir = kind === 'api' ? process.env.BENCH_CPU_PROF : undefined;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(here, 'servers.ts'), kind],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${String(code)}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(chunk.toString())?.[1];
      if (port)
        resolve({
          url: `http://127.0.0.1:${port}`,
          pid: child.pid ?? 0,
          // A profiled process must exit on its own to write its profile (servers.ts exits on SIGTERM).
          stop: () => child.kill(profileDir ? 'SIGTERM' : 'SIGKILL'),
        });
    });
  });
}

export type Measure = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The API process's CPU time (user + system, all threads) per request, when its pid was given. */
  cpuMs?: number;
};

/**
 * CPU milliseconds a process has used so far (Linux, /proc): a request's cost that a busy machine
 * does not inflate the way it stretches wall-clock latency and throughput.
 */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, counted in USER_HZ (100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type MeasureOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  duration?: number;
  /** Seconds of discarded load first, so JIT and caches are warm when measuring starts. */
  warmup?: number;
  /** The API's process id: its CPU time per request is reported too. */
  pid?: number;
};

export async function measure(name: string, opts: MeasureOptions): Promise<Measure> {
  if ((opts.warmup ?? 2) > 0)
    await measure(`${name} (warm-up)`, { ...opts, duration: opts.warmup ?? 2, warmup: 0 });
  const cpuBefore = opts.pid ? cpuMsOf(opts.pid) : 0;
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers ?? {},
    ...(opts.body === undefined ? {} : { body: opts.body }),
    connections: opts.connections ?? 32,
    duration: opts.duration ?? 8,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(opts.pid && result.requests.total > 0
      ? { cpuMs: roundMs((cpuMsOf(opts.pid) - cpuBefore) / result.requests.total) }
      : {}),
  };
}

const roundMs = (x: number) => (x >= 1 ? Math.round(x * 10) / 10 : Math.round(x * 1000) / 1000);
