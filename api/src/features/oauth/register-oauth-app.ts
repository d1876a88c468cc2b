import { OAUTH_APPS_MAX, OAUTH_APP_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { hashToken } from '../accounts/index.js';
import { OAuthApp } from './oauth-app.entity.js';
import { newClientId, newClientSecret } from './oauth-secrets.js';
import { checkRedirectUris } from './redirect-uris.js';

export interface RegisterOAuthAppInput {
  name: string;
  redirectUris: readonly string[];
  /** A confidential app (a server that can keep a secret) gets a client secret; a public one relies on PKCE alone. */
  confidential?: boolean | null;
}

/** Registers an app of the signed-in member; the client secret of a confidential app is returned this once. */
export async function registerOAuthApp(
  scope: RequestScope,
  input: RegisterOAuthAppInput,
): Promise<{ app: OAuthApp; clientSecret: string | null }> {
  const viewer = requireMember(scope);
  const name = input.name.trim();
  if (!name || name.length > OAUTH_APP_NAME_MAX_LENGTH)
    throw badInput(`Give the app a name of 1 to ${OAUTH_APP_NAME_MAX_LENGTH} characters.`, [
      { field: 'name', message: `1 to ${OAUTH_APP_NAME_MAX_LENGTH} characters.` },
    ]);
  const redirectUris = checkRedirectUris(input.redirectUris);
  if ((await scope.em.count(OAuthApp, { owner: viewer })) >= OAUTH_APPS_MAX)
    throw badInput(`At most ${OAUTH_APPS_MAX} apps; delete one first.`);
  const clientSecret = input.confidential ? newClientSecret() : null;
  const app = scope.em.create(OAuthApp, {
    owner: viewer,
    name,
    clientId: newClientId(),
    secretHash: clientSecret ? hashToken(clientSecret) : null,
    redirectUris,
  });
  await scope.em.flush();
  return { app, clientSecret };
}
