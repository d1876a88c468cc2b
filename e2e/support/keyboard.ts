import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reachable within `max` presses. */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < (options.max ?? 80); presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has the focus, for messages: its tag, role and name. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    if (!node) return 'nothing';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} ${node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Waits until `target` has the focus. */
export async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => isFocused(target), { message: `focus is on ${await focused(page)}` }).toBe(true);
}
