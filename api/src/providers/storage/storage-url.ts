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
  /**
   * Presigned GET URLs for a private bucket (`presign=true`): `/uploads/*` redirects browsers to a URL signed for
   * `seconds`, on `endpoint` (the address browsers reach the bucket at: `presignEndpoint`, else the app's own
   * endpoint). Unset: the app streams the objects itself (or redirects to `publicUrl`).
   */
  presign: { seconds: number; endpoint: string } | undefined;
}

/** How long a presigned URL is valid by default (s), and the bounds `presignSeconds` may take (SigV4 allows a week). */
export const PRESIGN_DEFAULT_SECONDS = 300;
const PRESIGN_MIN_SECONDS = 60;
const PRESIGN_MAX_SECONDS = 604_800;
const QUERY_PARAMETERS = [
  'region',
  'forcePathStyle',
  'tls',
  'publicUrl',
  'presign',
  'presignSeconds',
  'presignEndpoint',
] as const as readonly string[];

/**
 * `s3://KEY:SECRET@HOST[:PORT]/BUCKET?region=eu-west-1&forcePathStyle=true&tls=false&publicUrl=https://cdn.example.org`
 * (key and secret percent-encoded). `tls=false` talks plain HTTP to the endpoint (MinIO on a private network);
 * `forcePathStyle=true` puts the bucket in the path (MinIO, most self-hosted servers). How browsers get a picture:
 * `publicUrl=` (a public bucket or CDN: redirect there), `presign=true` (a private bucket: redirect to a presigned
 * GET URL valid `presignSeconds`, default 300, on `presignEndpoint=https://host[:port]` when browsers reach the
 * bucket at another address than the app does), or neither (the app streams the object). Throws a message
 * without the secret when the URL is not one.
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
  for (const name of url.searchParams.keys()) {
    if (!QUERY_PARAMETERS.includes(name))
      throw new Error(`has an unknown parameter ${JSON.stringify(name)} (known: ${QUERY_PARAMETERS.join(', ')})`);
    if (url.searchParams.getAll(name).length > 1) throw new Error(`gives ${name} more than once`);
  }
  const flag = (name: string, fallback: boolean) => {
    const given = url.searchParams.get(name);
    if (given === null) return fallback;
    if (given === 'true' || given === '1') return true;
    if (given === 'false' || given === '0') return false;
    throw new Error(`${name} must be true or false`);
  };
  const publicUrl = url.searchParams.get('publicUrl')?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]/.test(publicUrl)) throw new Error('publicUrl must be an http(s) URL');
  const endpoint = `${flag('tls', true) ? 'https' : 'http'}://${url.host}`;
  const presign = flag('presign', false) ? presignSettings(url.searchParams, endpoint) : undefined;
  if (presign && publicUrl)
    throw new Error('takes publicUrl (a public bucket) or presign=true (a private one), not both');
  if (!presign && (url.searchParams.has('presignSeconds') || url.searchParams.has('presignEndpoint')))
    throw new Error('presignSeconds and presignEndpoint need presign=true');
  return {
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: flag('forcePathStyle', false),
    publicUrl,
    presign,
  };
}

function presignSettings(query: URLSearchParams, endpoint: string): S3Settings['presign'] {
  const given = query.get('presignSeconds');
  const seconds = given === null ? PRESIGN_DEFAULT_SECONDS : Number(given);
  if (!Number.isInteger(seconds) || seconds < PRESIGN_MIN_SECONDS || seconds > PRESIGN_MAX_SECONDS)
    throw new Error(
      `presignSeconds must be a whole number of seconds from ${PRESIGN_MIN_SECONDS} to ${PRESIGN_MAX_SECONDS}`,
    );
  const browserEndpoint = query.get('presignEndpoint')?.replace(/\/+$/, '');
  if (!browserEndpoint) return { seconds, endpoint };
  let parsed: URL | undefined;
  try {
    parsed = new URL(browserEndpoint);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== browserEndpoint)
    throw new Error('presignEndpoint must be an http(s)://host[:port] address, without a path');
  return { seconds, endpoint: browserEndpoint };
}
