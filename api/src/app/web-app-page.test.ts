import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, seedPost, type TestMember } from '../../test/factories.js';

/** A post's link previews where it is pasted: its page's head carries Open Graph and Twitter card tags. */
let t: TestApp;
let webDist: string;
let author: TestMember;

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="The app" />
<title>CulturaLink</title></head><body><div id="root"></div></body></html>`;

async function page(pathname: string) {
  const response = await fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The content of each `<meta property|name=key>` of the page, in order. */
function tags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) found[match[1]] = match[2];
  return found;
}

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-app-page-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await startTestApp({ config: { webDist, publicUrl: 'https://culturalink.example' } });
  author = await createMember(t, { fullName: 'Maria Santos' });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe("a post's page", () => {
  it('carries the preview tags of a public post, its text escaped, in place of the app title', async () => {
    const id = await seedPost(t, author.id, { title: 'Lechon <b>&</b> "rice"', content: 'Crisp skin. '.repeat(40) });
    await t.orm.em
      .fork()
      .getConnection()
      .execute("update post set image_path = '/uploads/p.jpg', image_alt = 'A roast pig' where id = ?", [id]);
    const { status, html } = await page(`/view-post/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Lechon &lt;b&gt;&amp;&lt;/b&gt; &quot;rice&quot; · CulturaLink</title>');
    expect(html).not.toContain('<title>CulturaLink</title>');
    expect(html).not.toContain('content="The app"');
    expect(html).toContain('<div id="root">');
    const found = tags(html);
    expect(found).toMatchObject({
      'og:type': 'article',
      'og:site_name': 'CulturaLink',
      'og:title': 'Lechon &lt;b&gt;&amp;&lt;/b&gt; &quot;rice&quot;',
      'og:url': `https://culturalink.example/view-post/${id}`,
      'og:image': 'https://culturalink.example/uploads/p.jpg',
      'og:image:alt': 'A roast pig',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://culturalink.example/uploads/p.jpg',
    });
    expect(found['og:description'].startsWith('Crisp skin. Crisp skin.')).toBe(true);
    expect(found['og:description'].endsWith('…')).toBe(true);
    expect(found['og:description'].length).toBeLessThanOrEqual(200);
    expect(found['twitter:description']).toBe(found['og:description']);
  });

  it('shows nothing of a private, banned, deactivated or missing post', async () => {
    const hidden = await createMember(t, { isPrivate: true });
    const gone = await createMember(t);
    const secret = 'Secret family recipe';
    const ids = [
      await seedPost(t, hidden.id, { title: secret, content: secret }),
      await seedPost(t, author.id, { title: secret, content: secret, isBanned: true }),
      await seedPost(t, gone.id, { title: secret, content: secret }),
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ];
    await t.orm.em.fork().getConnection().execute('update app_user set is_active = false where id = ?', [gone.id]);
    for (const id of ids) {
      const { status, html } = await page(`/view-post/${id}`);
      expect(status).toBe(404);
      expect(html).not.toContain(secret);
      expect(html).toContain('<title>Post not available · CulturaLink</title>');
      expect(tags(html)).toEqual({
        robots: 'noindex',
        'og:site_name': 'CulturaLink',
        'og:title': 'Post not available',
        'twitter:card': 'summary',
        'twitter:title': 'Post not available',
      });
    }
  });

  it('leaves every other page of the app as built', async () => {
    for (const pathname of ['/', '/dashboard', '/view-post']) {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(html).toBe(INDEX);
    }
  });
});
