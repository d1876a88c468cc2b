/** An S3-compatible bucket, as `STORAGE_URL` names it. */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Base URL browsers may fetch objects from directly (public bucket, CDN); unset: the app serves them. */
  publicUrl: string | undefined;
}

/**
 * `s3://KEY:SECRET@HOST[:PORT]/BUCKET?region=eu-west-1&forcePathStyle=true&tls=false&publicUrl=https://cdn.example.org`
 * (key and secret percent-encoded). `tls=false` talks plain HTTP to the endpoint (MinIO on a private network);
 * `forcePathStyle=true` puts the bucket in the path (MinIO, most self-hosted servers). Throws a message without
 * the secret when the URL is not one.
 */
export function parseStorageUrl(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be an s3://KEY:SECRET@HOST[:PORT]/BUCKET URL');
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (url.protocol !== 's3:' || !url.hostname || !bucket || bucket.includes('/'))
    throw new Error('must be an s3://KEY:SECRET@HOST[:PORT]/BUCKET URL');
  if (!url.username || !url.password) throw new Error('must carry the access key and secret (s3://KEY:SECRET@...)');
  const flag = (name: string, fallback: boolean) => {
    const given = url.searchParams.get(name);
    return given === null ? fallback : given === 'true' || given === '1';
  };
  const publicUrl = url.searchParams.get('publicUrl')?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]/.test(publicUrl)) throw new Error('publicUrl must be an http(s) URL');
  return {
    endpoint: `${flag('tls', true) ? 'https' : 'http'}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: flag('forcePathStyle', false),
    publicUrl,
  };
}
