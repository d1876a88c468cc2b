/** What a form may put in a mutation's context to follow (and stop) its upload. */
export interface UploadContext {
  /** Called as the request body goes out: bytes sent and the total. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** Aborting it cancels the upload (the mutation fails with an UploadFailed of kind 'cancelled'). */
  uploadSignal?: AbortSignal;
}

export type UploadFailure = 'too-large' | 'server' | 'network' | 'cancelled';

/** An upload that got no GraphQL answer: the reason, never the browser's raw text. */
export class UploadFailed extends Error {
  constructor(
    readonly kind: UploadFailure,
    readonly status = 0,
  ) {
    super(`Upload failed: ${kind}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'UploadFailed';
  }
}
