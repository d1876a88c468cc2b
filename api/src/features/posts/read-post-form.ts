import type { Request } from 'express';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import { imageTooLarge } from '../media/image-errors.js';
import type { UploadedBytes } from '../media/read-upload.js';

const MULTIPART_OVERHEAD = 256 * 1024;

export interface PostForm {
  fields: Record<string, string>;
  image: UploadedBytes | null;
}

function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.destroy();
        reject(imageTooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(badInput('The upload was interrupted.')));
  });
}

/**
 * The original client's post form: multipart/form-data with text fields and an optional `image`
 * (at most 5 MB), or the same fields as JSON / url-encoded (already parsed by the router).
 */
export async function readPostForm(req: Request): Promise<PostForm> {
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).flatMap(([k, v]) =>
        typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : [],
      ),
    );
    return { fields, image: null };
  }
  if (Number(req.get('content-length')) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) throw imageTooLarge();
  const raw = await readBody(req, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badInput('The multipart body could not be read.');
  }
  const fields: Record<string, string> = {};
  let image: UploadedBytes | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'image' && value.size > 0) {
      if (value.size > IMAGE_MAX_BYTES) throw imageTooLarge();
      image = { buffer: Buffer.from(await value.arrayBuffer()), declaredType: value.type || undefined };
    }
  }
  return { fields, image };
}
