import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const BUDGET_SCRIPT = path.resolve(__dirname, '../../scripts/first-load-budget.mjs');

/** Every script URL the page requests from now on (call before `goto`). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

/**
 * scripts/first-load-budget.mjs on what the page loaded: the report (one line per script, then a
 * verdict ending in OK or OVER) is attached to the test and returned.
 */
export async function firstLoadReport(
  page: 'login' | 'checkout',
  scripts: string[],
  testInfo: TestInfo,
): Promise<string> {
  const list = testInfo.outputPath('first-load.json');
  writeFileSync(list, JSON.stringify(scripts, null, 2));
  let report: string;
  try {
    report = execFileSync(process.execPath, [BUDGET_SCRIPT, page, list], { encoding: 'utf8' });
  } catch (error) {
    // Over budget: exit code 1, the report still on stdout.
    report = String((error as { stdout?: string }).stdout ?? error);
  }
  await testInfo.attach(`${page} budget`, { body: report, contentType: 'text/plain' });
  return report;
}
