import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMember } from './support/browser.js';
import { tinyPng } from './support/images.js';
import { signUpInBrowser, uniqueMember } from './support/members.js';
import { settle } from './support/settle.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

describe('a post with several photos', () => {
  it('is written with 3 described photos reordered by keyboard, shown as a gallery and stepped through in the lightbox', async () => {
    const { page, context } = await newMember(browser);
    await signUpInBrowser(page, uniqueMember('photos'));
    await page.goto('/dashboard');
    const composer = page.getByRole('form', { name: 'Create a post' });
    const title = `Gion floats ${Date.now().toString(36)}`;
    await composer.getByRole('button', { name: /post title/i }).click();
    await composer.getByLabel('Post title').fill(title);
    await composer.getByLabel('Post title').press('Enter');
    await composer.getByLabel('Category').selectOption('Festivals');
    await composer.getByLabel('Country').fill('Japan');
    await composer.getByLabel('What would you like to share?').fill('Three floats of the Gion festival in Kyoto.');

    const files = composer.locator('input[type="file"]');
    for (const [index, name] of ['spire', 'lanterns', 'drums'].entries()) {
      await files.setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: tinyPng(40 + index * 8, 30) });
      await expect.poll(() => composer.getByTestId('photo-draft').count()).toBe(index + 1);
    }
    await composer.getByLabel('Description of photo 1 (alt text)').fill('A float with a tall spire.');
    await composer.getByLabel('Description of photo 2 (alt text)').fill('Lanterns at night.');
    await composer.getByLabel('Description of photo 3 (alt text)').fill('Drummers on a float.');
    // the drums go first, by keyboard: focus "Move photo 3 earlier" and press Enter twice
    await composer.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await composer.getByText('Photo 3 moved to position 2 of 3.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move photo 2 earlier');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        composer
          .getByTestId('photo-draft')
          .locator('textarea')
          .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value)),
      )
      .toEqual(['Drummers on a float.', 'A float with a tall spire.', 'Lanterns at night.']);
    await settle(page);
    const composing = await new AxeBuilder({ page })
      .include('form[aria-label="Create a post"]')
      .withTags(AXE_TAGS)
      .analyze();
    expect(composing.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const card = page.getByTestId('post-card').filter({ hasText: title });
    const gallery = card.getByRole('list', { name: `3 photos of “${title}”` });
    await gallery.waitFor();
    expect(await gallery.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      'Drummers on a float.',
      'A float with a tall spire.',
      'Lanterns at night.',
    ]);
    for (const src of await gallery.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
      expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}-thumb\.webp$/);

    // the lightbox opens at the photo chosen and the arrow keys go through the others
    await card.getByRole('button', { name: `Open photo 2 of 3 of “${title}” full size` }).click();
    const lightbox = page.getByRole('dialog', { name: 'A float with a tall spire. (photo 2 of 3)' });
    await lightbox.waitFor();
    await settle(page);
    const open = await new AxeBuilder({ page }).include('.lightbox').withTags(AXE_TAGS).analyze();
    expect(open.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Lanterns at night. (photo 3 of 3)' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Drummers on a float. (photo 1 of 3)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // the same order after a reload (the server kept it)
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByTestId('post-card')
          .filter({ hasText: title })
          .locator('.post-gallery img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
      )
      .toEqual(['Drummers on a float.', 'A float with a tall spire.', 'Lanterns at night.']);
    await context.close();
  });
});
