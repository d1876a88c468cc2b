import type { Request } from 'express';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import { imageTooLarge } from './image-errors.js';
import type { UploadedBytes } from './read-upload.js';

/** Room for the multipart boundaries and the other text fields around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** Past this a client still sending is cut off instead of drained. */
const DRAIN_LIMIT = 4 * IMAGE_MAX_BYTES;

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

/** Reads the file in multipart field `field` of a REST request (the whole body at most 5 MB plus a little). */
export async function readMultipartImage(req: Request, field: string): Promise<UploadedBytes> {
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType))
    throw badInput(`Send the image as multipart/form-data in the field "${field}".`);
  const declaredLength = Number(req.get('content-length'));
  if (declaredLength > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD && declaredLength > DRAIN_LIMIT) throw imageTooLarge();
  const body = await readBody(req, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badInput('The multipart body could not be read.');
  }
  const file = form.get(field);
  if (!file || typeof file === 'string') throw badInput(`Attach an image file in the field "${field}".`);
  if (file.size > IMAGE_MAX_BYTES) throw imageTooLarge();
  return { buffer: Buffer.from(await file.arrayBuffer()), declaredType: file.type || undefined };
}
