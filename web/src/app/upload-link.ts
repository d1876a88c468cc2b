import { ApolloLink } from '@apollo/client/link';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { UploadFailed, type UploadContext } from '../lib/upload-failed';

type FilePaths = Map<Blob, string[]>;

/** Finds every File/Blob in the variables, replacing each with null (as the multipart spec wants). */
export function extractFiles(
  value: unknown,
  path = 'variables',
  found: FilePaths = new Map(),
): { clone: unknown; files: FilePaths } {
  if (value instanceof Blob) {
    found.set(value, [...(found.get(value) ?? []), path]);
    return { clone: null, files: found };
  }
  if (Array.isArray(value))
    return { clone: value.map((item, i) => extractFiles(item, `${path}.${i}`, found).clone), files: found };
  if (value && typeof value === 'object') {
    const clone: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) clone[key] = extractFiles(item, `${path}.${key}`, found).clone;
    return { clone, files: found };
  }
  return { clone: value, files: found };
}

/** The body of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). */
export function multipartBody(
  operation: { query: string; variables: unknown; operationName?: string },
  files: FilePaths,
): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  const map: Record<string, string[]> = {};
  const entries = [...files.entries()];
  entries.forEach(([, paths], index) => (map[String(index)] = paths));
  form.append('map', JSON.stringify(map));
  entries.forEach(([file], index) =>
    form.append(String(index), file, file instanceof File ? file.name : `upload-${index}`),
  );
  return form;
}

/** The answer's headers as a Headers object (for links that read the response, e.g. refused-token-link). */
function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends operations whose variables hold files as multipart requests (with Apollo-Require-Preflight,
 * which the server's CSRF protection asks for); everything else goes on to the next link. It uses
 * XMLHttpRequest, the one browser API that reports upload progress (`UploadContext.onUploadProgress`).
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { clone, files } = extractFiles(operation.variables);
    if (files.size === 0) return forward(operation);
    const context = operation.getContext() as { headers?: Record<string, string> } & UploadContext;
    const body = multipartBody(
      { query: print(operation.query), variables: clone ?? {}, operationName: operation.operationName },
      files,
    );
    return new Observable<ApolloLink.Result>((observer) => {
      const xhr = new XMLHttpRequest();
      let finished = false;
      const fail = (error: UploadFailed) => {
        if (finished) return;
        finished = true;
        observer.error(error);
      };
      const cancel = () => {
        xhr.abort();
        fail(new UploadFailed('cancelled'));
      };
      xhr.open('POST', uri);
      for (const [name, value] of Object.entries({ ...context.headers, 'Apollo-Require-Preflight': 'true' }))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) context.onUploadProgress?.(event.loaded, event.total);
      };
      xhr.onerror = () => fail(new UploadFailed('network'));
      xhr.ontimeout = () => fail(new UploadFailed('network'));
      xhr.onload = () => {
        if (finished) return;
        operation.setContext({ response: { status: xhr.status, headers: responseHeaders(xhr) } });
        let result: ApolloLink.Result | null = null;
        try {
          result = JSON.parse(xhr.responseText) as ApolloLink.Result;
        } catch {
          result = null;
        }
        if (result && (result.data !== undefined || result.errors)) {
          finished = true;
          observer.next(result);
          observer.complete();
        } else
          fail(
            new UploadFailed(xhr.status === 413 ? 'too-large' : xhr.status === 0 ? 'network' : 'server', xhr.status),
          );
      };
      context.uploadSignal?.addEventListener('abort', cancel, { once: true });
      if (context.uploadSignal?.aborted) cancel();
      else xhr.send(body);
      return () => {
        context.uploadSignal?.removeEventListener('abort', cancel);
        if (!finished) {
          finished = true;
          xhr.abort();
        }
      };
    });
  });
}
