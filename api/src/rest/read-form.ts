import type { Request } from 'express';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { MULTIPART_BODY_LIMIT_BYTES } from '../app/body-limits.js';
import { badInput } from '../app/errors.js';
import { imageTooLarge } from '../features/media/index.js';
import type { UploadedBytes } from '../features/media/index.js';
import { FormFields } from './form-fields.js';

export interface RestForm {
  fields: FormFields;
  /** The picture in the field `image`, if one with content was sent. */
  image: UploadedBytes | null;
}

const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.get('content-type') ?? '');

/**
 * The raw body, refused (413) as soon as it passes `limit`: the error handler answers at once and closes the
 * connection, so nothing past the limit is kept or waited for.
 */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      reject(imageTooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(size > limit ? imageTooLarge() : badInput('The upload was interrupted.')));
  });
}

/**
 * A REST form: multipart/form-data with text fields and an optional picture in `image` (at most 5 MB), or the
 * same fields as JSON or url-encoded (already parsed by `restBodyParsers`). Repeated keys are kept (see FormFields).
 */
export async function readForm(req: Request): Promise<RestForm> {
  if (!isMultipart(req)) return { fields: FormFields.fromBody(req.body as Record<string, unknown>), image: null };
  const raw = await readBody(req, MULTIPART_BODY_LIMIT_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': req.get('content-type')! } }).formData();
  } catch {
    throw badInput('The multipart body could not be read.');
  }
  const fields = new FormFields();
  let image: UploadedBytes | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.add(name, value);
    else if (name === 'image' && value.size > 0) {
      if (value.size > IMAGE_MAX_BYTES) throw imageTooLarge();
      image = { buffer: Buffer.from(await value.arrayBuffer()), declaredType: value.type || undefined };
    }
  }
  return { fields, image };
}

/** The picture of a form that must carry one (`image`), e.g. a new profile photo. */
export async function readRequiredImage(req: Request): Promise<UploadedBytes> {
  if (!isMultipart(req)) throw badInput('Send the image as multipart/form-data in the field "image".');
  const { image } = await readForm(req);
  if (!image) throw badInput('Attach an image file in the field "image".');
  return image;
}
