// Gzip size of every JavaScript file the login page loads, as a real Chromium loads it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
// The e2e workspace owns how Debian's Chromium is launched on these machines.
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium.js';
import { formatNumber, printTable, printTarget } from '../lib/report.js';
import { recordRow } from '../lib/summary.js';
import type { Scenario } from './scenario.types.js';

/** Budget for the login page's JavaScript, compressed (issue 15). */
const LOGIN_JS_MAX_KB = 150;
const COMPRESSIBLE_BYTES = 1024;

export const loginJsSize: Scenario = {
  name: 'JavaScript loaded by the login page (gzip level 9)',
  async run({ nomina, database }) {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      const page = await browser.newPage();
      const pending: Array<Promise<{ url: string; raw: number; gzip: number; encoding: string }>> = [];
      page.on('response', (response) => {
        const headers = response.headers();
        const type = headers['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        pending.push(
          response.body().then((body) => ({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? 'none',
          })),
        );
      });
      await page.goto(`${nomina.baseUrl}/`);
      // The login page drawn (its form's password field), then nothing more in flight.
      await page.waitForURL(/#\/login/, { timeout: 60_000 });
      await page.locator('input[type="password"]').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
      const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
      const kb = (bytes: number) => formatNumber(bytes / 1024, 1);
      printTable(
        `${this.name}, page ${page.url()}`,
        ['file', 'raw KB', 'gzip KB', 'sent as'],
        [
          ...files.map((file) => [file.url, kb(file.raw), kb(file.gzip), file.encoding]),
          [`total (${files.length} files)`, kb(totalRaw), kb(totalGzip), ''],
        ],
      );
      console.log('');
      // Under a kilobyte compression saves next to nothing (servers skip it): those files do not count.
      const uncompressed = files.filter(
        (file) => file.encoding === 'none' && file.raw >= COMPRESSIBLE_BYTES,
      ).length;
      const isMet = totalGzip / 1024 <= LOGIN_JS_MAX_KB && uncompressed === 0;
      printTarget(
        'login page JavaScript',
        `${kb(totalGzip)} KB gzip in ${files.length} files, ${uncompressed} of 1 KB or more sent uncompressed`,
        `≤ ${LOGIN_JS_MAX_KB} KB, every file of 1 KB or more sent compressed`,
        isMet,
      );
      recordRow(
        'JavaScript of the login page (gzip -9 of every file it loads)',
        database,
        `${kb(totalGzip)} KB, ${files.length} files, ${uncompressed} of ≥ 1 KB uncompressed`,
        `≤ ${LOGIN_JS_MAX_KB} KB, compressed`,
        isMet,
      );
    } finally {
      await browser.close();
    }
  },
};
