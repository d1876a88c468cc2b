import type { FileUpload } from 'graphql-upload-minimal';
import { badInput } from '../../app/errors.js';
import { imageTooLarge, MAX_IMAGE_BYTES } from './image-errors.js';

export interface UploadedBytes {
  buffer: Buffer;
  declaredType?: string;
}

/** Reads a GraphQL `Upload` into memory, stopping at MAX_IMAGE_BYTES. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<UploadedBytes> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw badInput('The file upload could not be read.');
  }
  if (!file || typeof file.createReadStream !== 'function') throw badInput('Send the file as a multipart upload.');
  const stream = file.createReadStream();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) {
        stream.destroy();
        throw imageTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // graphql-upload-minimal ends an over-long file with a 413 stream error of its own
    if ((error as { status?: number }).status === 413 || size > MAX_IMAGE_BYTES) throw imageTooLarge();
    throw error;
  }
  return { buffer: Buffer.concat(chunks), declaredType: file.mimetype };
}
