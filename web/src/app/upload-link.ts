import { ApolloLink } from '@apollo/client/link';
import { print } from 'graphql';
import { Observable } from 'rxjs';

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

/**
 * Sends operations whose variables hold files as multipart requests (with Apollo-Require-Preflight,
 * which the server's CSRF protection asks for); everything else goes on to the next link.
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { clone, files } = extractFiles(operation.variables);
    if (files.size === 0) return forward(operation);
    const context = operation.getContext() as { headers?: Record<string, string> };
    const body = multipartBody(
      { query: print(operation.query), variables: clone ?? {}, operationName: operation.operationName },
      files,
    );
    return new Observable<ApolloLink.Result>((observer) => {
      const abort = new AbortController();
      fetch(uri, {
        method: 'POST',
        body,
        headers: { ...context.headers, 'Apollo-Require-Preflight': 'true' },
        signal: abort.signal,
      })
        .then(async (response) => {
          operation.setContext({ response });
          const result = await response.json().catch(() => null);
          if (result && (result.data !== undefined || result.errors)) observer.next(result);
          else throw new Error(`The upload failed (HTTP ${response.status}).`);
          observer.complete();
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) observer.error(error);
        });
      return () => abort.abort();
    });
  });
}
