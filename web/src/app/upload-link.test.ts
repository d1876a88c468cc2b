import { ApolloLink, execute } from '@apollo/client/link';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { readApiError } from '../lib/graphql-error';
import { UploadFailed } from '../lib/upload-failed';
import { createUploadLink, extractFiles, multipartBody } from './upload-link';

/** A stand-in XMLHttpRequest the test drives: it records the request and plays progress and answers. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

// parsed, not tagged: codegen reads tagged documents of web/src
const UPLOAD = parse('mutation Upload($file: Upload!) { uploadProfilePhoto(file: $file) { user { id } } }');

/** Runs one upload through the link with `context`; resolves with its result or rejects with its error. */
function runUpload(context: Record<string, unknown>) {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  const file = new File(['x'.repeat(100)], 'me.png', { type: 'image/png' });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const observable = execute(createUploadLink('/graphql'), { query: UPLOAD, variables: { file }, context }, { client });
  return new Promise<unknown>((resolve, reject) => observable.subscribe({ next: resolve, error: reject }));
}

describe('multipart uploads', () => {
  it('replaces files in the variables with null and maps them to their paths', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ file, note: 'hi', list: [file] });
    expect(clone).toEqual({ file: null, note: 'hi', list: [null] });
    expect(files.get(file)).toEqual(['variables.file', 'variables.list.0']);
  });

  it('builds the operations, map and file parts', async () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ file });
    const form = multipartBody(
      { query: 'mutation($file: Upload!) { uploadProfilePhoto(file: $file) { user { id } } }', variables: clone },
      files,
    );
    expect(JSON.parse(String(form.get('operations')))).toMatchObject({ variables: { file: null } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('me.png');
  });

  it('reports upload progress to the form and answers the GraphQL result', async () => {
    const seen: number[] = [];
    const result = runUpload({ onUploadProgress: (sent: number, total: number) => seen.push(sent / total) });
    const xhr = FakeXhr.last;
    expect(xhr.headers['Apollo-Require-Preflight']).toBe('true');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, JSON.stringify({ data: { uploadProfilePhoto: { user: { id: 'u1' } } } }));
    await expect(result).resolves.toMatchObject({ data: { uploadProfilePhoto: { user: { id: 'u1' } } } });
    expect(seen).toEqual([0.25, 1]);
  });

  it('turns a proxy 413, a server page and a lost connection into friendly words, never raw text', async () => {
    const tooLarge = runUpload({});
    FakeXhr.last.answer(413, '<html>413 Request Entity Too Large</html>');
    const error = await tooLarge.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadFailed);
    expect(readApiError(error)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This image is too large (max 5 MB).',
    });

    const broken = runUpload({});
    FakeXhr.last.answer(502, 'Bad Gateway');
    expect(readApiError(await broken.catch((caught: unknown) => caught)).message).toBe(
      'The server could not take the upload just now. Please try again in a moment.',
    );

    const offline = runUpload({});
    FakeXhr.last.onerror!();
    expect(readApiError(await offline.catch((caught: unknown) => caught)).message).toMatch(
      /^(You are offline|Could not reach)/,
    );
  });

  it('cancels the request when the form aborts its signal', async () => {
    const controller = new AbortController();
    const result = runUpload({ uploadSignal: controller.signal });
    controller.abort();
    const error = await result.catch((caught: unknown) => caught);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(readApiError(error)).toMatchObject({ code: 'UPLOAD_CANCELLED', message: 'Upload cancelled.' });
  });
});
