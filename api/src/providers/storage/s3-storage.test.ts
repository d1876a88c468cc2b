import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { createLogger } from '../../logger.js';
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

/**
 * An independent check of an AWS Signature Version 4 query-string signature (presigned URL), from the secret
 * key: s3rver checks the key and the expiry of such URLs but not the signature itself.
 */
function signatureIsValid(signedUrl: string, secretAccessKey: string): boolean {
  const url = new URL(signedUrl);
  const query = url.searchParams;
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonicalQuery = [...query.entries()]
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join('&');
  const signedHeaders = query.get('X-Amz-SignedHeaders')!;
  expect(signedHeaders).toBe('host');
  const canonicalRequest = ['GET', url.pathname, canonicalQuery, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'];
  const [accessKey, date, region, service, terminator] = query.get('X-Amz-Credential')!.split('/');
  expect([accessKey, service, terminator]).toEqual(['S3RVER', 's3', 'aws4_request']);
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date')!,
    `${date}/${region}/${service}/${terminator}`,
    hash(canonicalRequest.join('\n')),
  ].join('\n');
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  let key = hmac(`AWS4${secretAccessKey}`, date!);
  for (const part of [region!, service!, terminator!]) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex') === query.get('X-Amz-Signature');
}

describe('STORAGE_URL with presign=true: a private bucket hands browsers presigned URLs', () => {
  const lines: string[] = [];
  const logger = createLogger('debug', {
    out: { write: (line: string) => void lines.push(line) },
    err: { write: (line: string) => void lines.push(line) },
  });
  let t: TestApp;
  let store: FileStore;
  const name = `${'b'.repeat(32)}.webp`;
  const bytes = Buffer.from('pretend webp bytes');
  beforeAll(async () => {
    const storageUrl = `${s3.storageUrl}&presign=true&presignSeconds=600`;
    t = await startTestApp({ config: { storageUrl }, logger });
    store = createFileStore({ storageUrl, dataDir: t.dataDir });
    await store.put(name, bytes, 'image/webp');
  });
  afterAll(async () => {
    await store?.remove(name);
    await t?.close();
  });

  it('redirects /uploads to a signed URL of the bucket, cached no longer than the signature lasts', async () => {
    const asked = Date.now();
    const res = await fetch(`${t.url}/uploads/${name}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    const signed = new URL(location);
    expect(`${signed.origin}/`).toBe(`${s3.endpoint}/`);
    expect(signed.pathname).toBe(`/${s3.bucket}/${name}`);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(signed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    // the secret itself never leaves the app: only a signature made with it
    expect(location).not.toContain('S3RVER:');

    // the redirect may be kept, but only while the URL it leads to still works
    const cacheControl = res.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1]);
    const amzDate = signed.searchParams.get('X-Amz-Date')!;
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const expiresAt = signedAt + 600_000;
    expect(asked + maxAge * 1000).toBeLessThan(expiresAt);
    expect(maxAge).toBeGreaterThan(0);
    // the page may show pictures from the bucket
    const imgSrc = res.headers
      .get('content-security-policy')!
      .split(';')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain(s3.endpoint);

    // the signature is right, and the bucket serves the very bytes stored
    expect(signatureIsValid(location, 'S3RVER')).toBe(true);
    expect(signatureIsValid(location.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=z'), 'S3RVER')).toBe(false);
    expect(signatureIsValid(location, 'another secret')).toBe(false);
    const followed = await fetch(`${t.url}/uploads/${name}`);
    expect(followed.status).toBe(200);
    expect(followed.url).toContain(`${s3.endpoint}/${s3.bucket}/${name}?`);
    expect(Buffer.from(await followed.arrayBuffer())).toEqual(bytes);

    // asked again soon after: the same URL, so the browser's copy of the picture is reused
    const again = await fetch(`${t.url}/uploads/${name}`, { redirect: 'manual' });
    if (Math.floor(Date.now() / 300_000) === Math.floor(asked / 300_000))
      expect(again.headers.get('location')).toBe(location);
  });

  it('signs for a limited time: a URL past its expiry is refused by the bucket', async () => {
    const now = Date.now();
    const fresh = await store.directUrlOf(name, now);
    expect(fresh!.expiresAt).toBeGreaterThan(now + 300_000 - 1000); // at least half the validity left
    expect(fresh!.expiresAt).toBeLessThanOrEqual(now + 600_000);
    const old = await store.directUrlOf(name, now - 3_600_000);
    expect(old!.expiresAt).toBeLessThan(now);
    expect(signatureIsValid(old!.url, 'S3RVER')).toBe(true);
    const refused = await fetch(old!.url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
    expect((await fetch(fresh!.url)).status).toBe(200);
  });

  it('signs for the address browsers use when presignEndpoint says it differs', async () => {
    const outside = createFileStore({
      storageUrl: `${s3.storageUrl}&presign=true&presignEndpoint=${encodeURIComponent('https://objects.example.org')}`,
      dataDir: t.dataDir,
    });
    expect(outside.directOrigins).toEqual(['https://objects.example.org']);
    const direct = await outside.directUrlOf(name);
    expect(direct!.url).toMatch(/^https:\/\/objects\.example\.org\/uploads\/b{32}\.webp\?/);
    expect(direct!.expiresAt! - Date.now()).toBeLessThanOrEqual(300_000);
    expect(signatureIsValid(direct!.url, 'S3RVER')).toBe(true);
  });

  it('writes neither the secret nor a signed URL to the log', async () => {
    expect((await fetch(`${t.url}/uploads/${name}`, { redirect: 'manual' })).status).toBe(302);
    expect((await fetch(`${t.url}/uploads/${'c'.repeat(32)}.webp`, { redirect: 'manual' })).status).toBe(302);
    const log = lines.join('');
    expect(log).toContain('"path":"/uploads/');
    expect(log).not.toContain('S3RVER');
    expect(log).not.toContain('X-Amz-Signature');
  });
});

describe('STORAGE_URL with a bucket that does not answer', () => {
  it('answers 502 and logs the failure without the secret', async () => {
    const lines: string[] = [];
    const sink = { write: (line: string) => void lines.push(line) };
    const dead = s3.storageUrl.replace(/@127\.0\.0\.1:\d+\//, '@127.0.0.1:9/');
    const t = await startTestApp({
      config: { storageUrl: dead },
      logger: createLogger('debug', { out: sink, err: sink }),
    });
    try {
      expect((await fetch(`${t.url}/uploads/${'d'.repeat(32)}.webp`)).status).toBe(502);
      const log = lines.join('');
      expect(log).toContain('could not serve /uploads/');
      expect(log).not.toContain('S3RVER');
    } finally {
      await t.close();
    }
  });
});
