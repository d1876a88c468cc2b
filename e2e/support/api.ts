import { baseUrl } from './browser.js';
import { uniqueMember, type MemberDetails } from './members.js';
import { readCode } from './outbox.js';

/** A member created through the API, with the token a browser would hold after signing in. */
export interface ApiMember extends MemberDetails {
  id: string;
  token: string;
}

/** One GraphQL call, for setting a journey up (what people see is asserted in the browser). */
export async function api<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** Signs a member up through the API with the mailed code (the accounts journey covers the sign-up screens). */
export async function signUpByApi(prefix: string): Promise<ApiMember> {
  const details = uniqueMember(prefix);
  const sentAt = new Date();
  const started = await api<{
    startSignUp: { codeChallenge: { id: string } | null; userErrors: { field: string | null; message: string }[] };
  }>(
    `mutation ($input: SignUpInput!) { startSignUp(input: $input) { codeChallenge { id } userErrors { field message } } }`,
    { input: { ...details, passwordConfirmation: details.password } },
  );
  const challenge = started.startSignUp.codeChallenge;
  if (!challenge) throw new Error(`Sign-up refused: ${JSON.stringify(started.startSignUp.userErrors)}`);
  const code = await readCode(details.email, { since: sentAt });
  const done = await api<{
    completeSignUp: { token: string | null; user: { id: string } | null; userErrors: { message: string }[] };
  }>(
    `mutation ($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) { token user { id } userErrors { message } } }`,
    { id: challenge.id, code },
  );
  const { token, user, userErrors } = done.completeSignUp;
  if (!token || !user) throw new Error(`Sign-up refused: ${JSON.stringify(userErrors)}`);
  return { ...details, id: user.id, token };
}
