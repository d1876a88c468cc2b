import type { Request } from 'express';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { badInput } from '../app/errors.js';
import { imageTooLarge } from '../features/media/image-errors.js';
import type { UploadedBytes } from '../features/media/read-upload.js';
import { FormFields } from './form-fields.js';

/** Room for the multipart boundaries and the text fields around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** Past this a client still sending is cut off instead of drained (a 413 is sent first whenever possible). */
const DRAIN_LIMIT = 4 * IMAGE_MAX_BYTES;

export interface RestForm {
  fields: FormFields;
  /** The picture in the field `image`, if one with content was sent. */
  image: UploadedBytes | null;
}

const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.get('content-type') ?? '');

function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) req.destroy();
    });
    req.on('end', () => (tooLarge ? reject(imageTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', () => reject(tooLarge ? imageTooLarge() : badInput('The upload was interrupted.')));
  });
}

/**
 * A REST form: multipart/form-data with text fields and an optional picture in `image` (at most 5 MB), or the
 * same fields as JSON or url-encoded (already parsed by `restBodyParsers`). Repeated keys are kept (see FormFields).
 */
export async function readForm(req: Request): Promise<RestForm> {
  if (!isMultipart(req)) return { fields: FormFields.fromBody(req.body as Record<string, unknown>), image: null };
  const declaredLength = Number(req.get('content-length'));
  if (declaredLength > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD && declaredLength > DRAIN_LIMIT) throw imageTooLarge();
  const raw = await readBody(req, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
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
