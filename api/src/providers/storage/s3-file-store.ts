import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DirectUrl, FileStore } from './file-store.js';
import { contentTypeOf } from './local-file-store.js';
import type { S3Settings } from './storage-url.js';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const clientFor = (settings: S3Settings, endpoint: string) =>
  new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // plain Content-MD5-free requests every S3-compatible server understands (no aws-chunked trailers)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * Presigned GET URLs that stay the same for half their life: the signing time is rounded down to a window of
 * half the validity, so a browser asking twice in a window gets the same URL (its cached copy of the picture)
 * and every URL handed out still has at least half its validity left.
 */
function presigner(settings: S3Settings, client: S3Client) {
  const presign = settings.presign!;
  const signer = presign.endpoint === settings.endpoint ? client : clientFor(settings, presign.endpoint);
  const windowMs = Math.floor(presign.seconds / 2) * 1000;
  return async (name: string, now: number): Promise<DirectUrl> => {
    const signedAt = Math.floor(now / windowMs) * windowMs;
    const url = await getSignedUrl(signer, new GetObjectCommand({ Bucket: settings.bucket, Key: name }), {
      expiresIn: presign.seconds,
      signingDate: new Date(signedAt),
    });
    return { url, expiresAt: signedAt + presign.seconds * 1000 };
  };
}

/** Where presigned URLs point: the endpoint itself (path style), or the bucket's own host name (virtual-hosted). */
function presignOrigins(settings: S3Settings): string[] {
  const endpoint = new URL(settings.presign!.endpoint);
  return settings.forcePathStyle
    ? [endpoint.origin]
    : [endpoint.origin, `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`];
}

/** Files as objects of one S3-compatible bucket (AWS S3, MinIO, R2, ...), named as in the local store. */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = clientFor(settings, settings.endpoint);
  const Bucket = settings.bucket;
  const signed = settings.presign ? presigner(settings, client) : undefined;
  return {
    kind: 's3',
    localDir: undefined,
    directOrigins: settings.publicUrl
      ? [new URL(settings.publicUrl).origin]
      : settings.presign
        ? presignOrigins(settings)
        : [],
    async directUrlOf(name, now = Date.now()) {
      if (settings.publicUrl) return { url: `${settings.publicUrl}/${encodeURIComponent(name)}`, expiresAt: undefined };
      return signed?.(name, now);
    },
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(name),
          size: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURIComponent(from)}` }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
