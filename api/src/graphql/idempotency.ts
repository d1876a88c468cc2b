import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Upload } from 'graphql-upload-minimal';
import { AppError, httpStatusOf } from '../app/errors.js';
import { checkKey, claimOrReplay, fingerprintOf, recordResponse, releaseClaim } from '../features/idempotency/index.js';
import type { GraphQLContext } from './context.js';

/** A refused key answers at once, with the error's status (409 or 400) and nothing run. */
const refusal = (error: AppError) => ({
  http: { status: httpStatusOf[error.code], headers: new HeaderMap() },
  body: {
    kind: 'single' as const,
    singleResult: { errors: [{ message: error.message, extensions: { code: error.code } }] },
  },
});

/**
 * The variables as fingerprinted: a multipart request's files (Upload objects, their bytes still streaming in) each
 * stand as their file name and type, so a retry of the same post with its photo replays while the same key with
 * another photo is a different request.
 */
async function fingerprintedVariables(value: unknown): Promise<unknown> {
  if (value instanceof Upload) {
    const file = await value.promise.catch(() => null);
    return { upload: file ? [file.filename, file.mimetype] : null };
  }
  if (Array.isArray(value)) return Promise.all(value.map(fingerprintedVariables));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      await Promise.all(
        Object.entries(value).map(async ([name, item]) => [name, await fingerprintedVariables(item)] as const),
      ),
    );
  return value;
}

/** A refusal by a rate limit changed nothing and says when to retry: that retry must run, not replay the refusal. */
const refusedByRateLimit = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED') ?? false;

/**
 * `Idempotency-Key` on a mutation of a signed-in member: the first request with a key runs and its answer
 * is kept (PostgreSQL, 24 hours); a repeat with the same key and the same query and variables gets that
 * answer (with `Idempotent-Replayed: true`) without running again, even when sent concurrently. An answer
 * refused by a rate limit is not kept, so the retry its `Retry-After` invites runs. Multipart requests (a post with
 * its photos, a stop with its photo) are keyed alike: the web's offline queue sends every queued action with a key.
 */
export const idempotencyPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request, contextValue }) {
    const header = request.http?.headers.get('idempotency-key');
    const viewer = contextValue.viewer;
    if (header === undefined || !viewer) return {};
    let claimedKey: string | null = null;
    return {
      async responseForOperation({ operation }) {
        if (operation.operation !== 'mutation') return null;
        try {
          const key = checkKey(header);
          const fingerprint = fingerprintOf(request.query ?? '', await fingerprintedVariables(request.variables));
          const claim = await claimOrReplay(contextValue.services.orm.em.fork(), viewer.id, key, fingerprint);
          if (claim.claimed) {
            claimedKey = key;
            return null;
          }
          const headers = new HeaderMap([['idempotent-replayed', 'true']]);
          return {
            http: { status: undefined, headers },
            body: { kind: 'single', singleResult: claim.response as Record<string, unknown> },
          };
        } catch (error) {
          if (error instanceof AppError) return refusal(error);
          throw error;
        }
      },
      async willSendResponse({ response }) {
        if (!claimedKey) return;
        const em = contextValue.services.orm.em.fork();
        if (response.body.kind === 'single' && !refusedByRateLimit(response.body.singleResult))
          await recordResponse(em, viewer.id, claimedKey, response.body.singleResult);
        else await releaseClaim(em, viewer.id, claimedKey);
      },
    };
  },
};
