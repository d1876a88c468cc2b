import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { createFileStore } from './create-file-store.js';
import type { FileStore } from './file-store.js';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#aa3366' } })
    .png()
    .toBuffer();

async function readAll(store: FileStore, name: string): Promise<Buffer | null> {
  const file = await store.get(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function names(store: FileStore): Promise<string[]> {
  const found: string[] = [];
  for await (const name of store.list()) found.push(name);
  return found.sort();
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe('the S3 file store against a real S3-compatible server', () => {
  it('stores, reads, copies, lists and removes objects', async () => {
    const store = createFileStore({ storageUrl: s3.storageUrl, dataDir: '/nonexistent' });
    expect(store.kind).toBe('s3');
    const bytes = Buffer.from('not really a picture');
    await store.put('a.webp', bytes, 'image/webp');
    const file = await store.get('a.webp');
    expect(file?.contentType).toBe('image/webp');
    file?.body.destroy();
    expect(await readAll(store, 'a.webp')).toEqual(bytes);
    expect(await store.copy('a.webp', 'b.webp')).toBe(true);
    expect(await store.copy('missing.webp', 'c.webp')).toBe(false);
    expect(await names(store)).toEqual(['a.webp', 'b.webp']);
    await store.remove('a.webp');
    await store.remove('a.webp'); // removing a missing object is not an error
    expect(await store.get('a.webp')).toBeNull();
    expect(await readAll(store, 'b.webp')).toEqual(bytes);
    await store.remove('b.webp');
  });
});

describe('STORAGE_URL: posts keep their pictures in the bucket', () => {
  let t: TestApp;
  let author: TestMember;
  let store: FileStore;
  beforeAll(async () => {
    t = await startTestApp({ config: { storageUrl: s3.storageUrl } });
    author = await createMember(t);
    store = createFileStore({ storageUrl: s3.storageUrl, dataDir: t.dataDir });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a post image in the bucket, serves it at /uploads, and removes it with the post', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: 'Bucket', category: 'Art', body: 'b', country: 'PH' }))
      form.append(key, value);
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'p.png');
    const created = await t.rest('POST', '/api/posting', { token: author.token, body: form });
    expect(created.status).toBe(201);
    const post = await t.gql(
      'query($id: ID!) { post(id: $id) { imageUrl imageThumbUrl } }',
      { id: created.body._id },
      { token: author.token },
    );
    const { imageUrl, imageThumbUrl } = post.data!.post as { imageUrl: string; imageThumbUrl: string };
    const [display, thumb] = [imageUrl, imageThumbUrl].map((url) => url.replace(/^.*\/uploads\//, ''));
    expect(await names(store)).toEqual(expect.arrayContaining([display, thumb]));
    // nothing on the app's disk: another node serves the same picture
    expect(await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    const served = await fetch(`${t.url}/uploads/${display}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes).toEqual(await readAll(store, display));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/uploads/${display}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    expect((await fetch(`${t.url}/uploads/${'f'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/..%2Fsecret`)).status).toBe(404);

    const deleted = await t.gql(
      'mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }',
      { id: created.body._id },
      {
        token: author.token,
      },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await store.get(display)).toBeNull();
    expect(await store.get(thumb)).toBeNull();
    expect((await fetch(`${t.url}/uploads/${display}`)).status).toBe(404);
  });

  it('sends browsers straight to a public bucket when STORAGE_URL names its public URL', async () => {
    const publicUrl = 'https://pictures.example.org/uploads';
    const direct = await startTestApp({ config: { storageUrl: s3.publicStorageUrl(publicUrl) } });
    try {
      const name = `${'a'.repeat(32)}.webp`;
      const res = await fetch(`${direct.url}/uploads/${name}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${publicUrl}/${name}`);
      // the page may show pictures from there
      expect(res.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/pictures\.example\.org/);
    } finally {
      await direct.close();
    }
  });
});
