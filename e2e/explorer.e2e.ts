import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newMember } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API explorer at GET /graphql', () => {
  it('answers browsers with the GraphiQL page, whose assets all load from the app itself', async () => {
    const page = await fetch(`${baseUrl()}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="graphiql">');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(new URL(asset, baseUrl()));
      expect(response.status, asset).toBe(200);
    }
  });

  it('still answers GraphQL clients asking for JSON', async () => {
    const response = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('runs a query in Chromium without a request to any other origin', async () => {
    const { page, context } = await newMember(browser);
    const origin = new URL(baseUrl()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:') && !request.url().startsWith('blob:'))
        elsewhere.push(request.url());
    });
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor();
    // the editors load lazily: wait for the default query before running it
    await expect
      .poll(async () => page.locator('.graphiql-query-editor').innerText(), { timeout: 20_000 })
      .toContain('PublicFeed');
    await page.getByRole('button', { name: /Execute query/i }).click();
    await expect.poll(async () => page.locator('.result-window').innerText(), { timeout: 20_000 }).toContain('"feed"');
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
