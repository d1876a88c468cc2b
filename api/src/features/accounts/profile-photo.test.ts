import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../../test/harness.js';
import { type SignedUpMember, signUpMember } from '../../../test/factories.js';

let t: TestApp;
let member: SignedUpMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

/** A 400x300 JPEG whose EXIF says "rotate 90°" and carries a camera make and a copyright. */
const jpegWithExif = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'private-exif-marker' } } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();

const UPLOAD =
  'mutation ($file: Upload!) { uploadProfilePhoto(file: $file) { user { id photoUrl photoThumbUrl } userErrors { field message code } } }';

async function gqlUpload(bytes: Buffer, filename: string, type: string, options: { preflight?: boolean } = {}) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { authorization: `Bearer ${member.token}` };
  if (options.preflight !== false) headers['apollo-require-preflight'] = 'true';
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: form });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: UntypedJson;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

async function restUpload(bytes: Buffer, filename: string, type: string, token = member.token) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return t.rest('POST', '/api/change-profile', { token, body: form });
}

const fetchImage = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('profile photo through GraphQL multipart', () => {
  it('accepts a JPEG, turns it upright, strips EXIF and makes a thumbnail', async () => {
    const res = await gqlUpload(await jpegWithExif(), 'me.jpg', 'image/jpeg');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadProfilePhoto.userErrors).toEqual([]);
    const { photoUrl, photoThumbUrl } = res.body.data.uploadProfilePhoto.user;
    // absolute URLs on the API's own origin, so a client on another origin can show them as they are
    expect(photoUrl).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.webp$`));
    expect(photoThumbUrl).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}-thumb\\.webp$`));
    const stored = await fetchImage(photoUrl);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('private-exif-marker'))).toBe(false);
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await sharp(await fetchImage(photoThumbUrl)).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(320);
  });

  it('refuses a text file named .png (UNSUPPORTED_MEDIA_TYPE) and more than 5 MB (PAYLOAD_TOO_LARGE) as user errors', async () => {
    const fake = await gqlUpload(Buffer.from('just some text, honestly'), 'cat.png', 'image/png');
    expect(fake.body.data.uploadProfilePhoto).toEqual({
      user: null,
      userErrors: [{ field: null, message: 'Only image files are accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' }],
    });
    const big = await gqlUpload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(big.body.data.uploadProfilePhoto).toEqual({
      user: null,
      userErrors: [{ field: null, message: 'Image size should be less than 5MB', code: 'PAYLOAD_TOO_LARGE' }],
    });
    const me = await t.gql('{ me { photoUrl } }', {}, { token: member.token });
    expect(me.data!.me.photoUrl).toEqual(expect.stringMatching(/\/uploads\//));
  });

  it('is refused without the CSRF preflight header', async () => {
    const res = await gqlUpload(await png(), 'a.png', 'image/png', { preflight: false });
    expect(res.status).toBe(400);
  });
});

describe('profile photo through REST (POST /api/change-profile, field image)', () => {
  it('accepts a PNG, replaces the previous photo and deletes its files', async () => {
    const first = await restUpload(await png(), 'one.png', 'image/png');
    expect(first.status).toBe(200);
    // REST answers absolute URLs (the original client runs on another origin)
    const firstPath = new URL(first.body.profile.user_photo).pathname;
    expect(first.body.profile.user_photo).toBe(`${t.url}${firstPath}`);
    expect(firstPath).toMatch(/^\/uploads\/.+\.webp$/);
    const second = await restUpload(await png(), 'two.png', 'image/png');
    expect(second.body.profile.user_photo).not.toBe(first.body.profile.user_photo);
    await expect(fs.access(path.join(t.dataDir, firstPath))).rejects.toThrow();
    expect((await fetch(second.body.profile.user_photo)).status).toBe(200);
    const me = await t.gql('{ me { photoUrl photoThumbUrl } }', {}, { token: member.token });
    // GraphQL answers the same absolute URLs as REST
    expect(me.data!.me).toEqual({
      photoUrl: second.body.profile.user_photo,
      photoThumbUrl: second.body.profile.user_photo_thumb,
    });
  });

  it('refuses a fake image (415), an oversized file (413), a missing field and a non-multipart body (400), and guests (401)', async () => {
    const before = (await t.rest('GET', '/api/user', { token: member.token })).body.profile.user_photo;
    const fake = await restUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe('Only image files are accepted.');
    const big = await restUpload(Buffer.alloc(6 * 1024 * 1024, 7), 'big.jpg', 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Image size should be less than 5MB');
    const wrongField = new FormData();
    wrongField.append('photo', new Blob([new Uint8Array(await png())]), 'a.png');
    expect((await t.rest('POST', '/api/change-profile', { token: member.token, body: wrongField })).status).toBe(400);
    expect((await t.rest('POST', '/api/change-profile', { token: member.token, body: { image: 'x' } })).status).toBe(
      400,
    );
    expect((await restUpload(await png(), 'a.png', 'image/png', '')).status).toBe(401);
    expect((await t.rest('GET', '/api/user', { token: member.token })).body.profile.user_photo).toBe(before);
  });
});
