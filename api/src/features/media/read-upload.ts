import type { FileUpload } from 'graphql-upload-minimal';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { AppError, badInput } from '../../app/errors.js';
import { imageTooLarge } from './image-errors.js';

export interface UploadedBytes {
  buffer: Buffer;
  declaredType?: string;
}

/** Reads a GraphQL `Upload` into memory, stopping at IMAGE_MAX_BYTES. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<UploadedBytes> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw badInput('The file upload could not be read.');
  }
  if (!file || typeof file.createReadStream !== 'function') throw badInput('Send the file as a multipart upload.');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = file.createReadStream();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > IMAGE_MAX_BYTES) {
        stream.destroy();
        throw imageTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
    // busboy stops at the server's file size limit and marks the stream truncated instead of failing it
    if ((stream as { truncated?: boolean }).truncated) throw imageTooLarge();
  } catch (error) {
    // graphql-upload-minimal reports an over-long file as an HttpError with status 413
    if ((error as { status?: number }).status === 413 || size > IMAGE_MAX_BYTES) throw imageTooLarge();
    if (error instanceof AppError) throw error;
    throw badInput('The file upload could not be read.');
  }
  return { buffer: Buffer.concat(chunks), declaredType: file.mimetype };
}
