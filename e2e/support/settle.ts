import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screenshots');

/** Waits until nothing on the page says it is loading (busy lists, spinners, skeletons) and the fonts are in. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .page-spinner, .skeleton, [role="status"] .spinner'),
      null,
      { timeout: 10_000, polling: 100 },
    )
    .catch(async () => {
      // A state may legitimately keep a spinner (a pending upload): axe still runs. Say what kept it busy.
      const busy = await page.evaluate(
        () =>
          document
            .querySelector('[aria-busy="true"], .page-spinner, .skeleton, [role="status"] .spinner')
            ?.outerHTML.slice(0, 200) ?? '',
      );
      if (process.env.E2E_TIMINGS === '1') console.log(`still busy after 10 s: ${busy}`);
    });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Let a last render after the data arrived paint before anything reads colours.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A full-page screenshot into e2e/.screenshots/ (gitignored; CI keeps it as an artifact) for visual review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path: file, fullPage: false });
}
