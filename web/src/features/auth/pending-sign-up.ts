/** The sign-up waiting for its e-mailed code (challenge id and address only; the code never reaches the browser). */
export interface PendingSignUp {
  challengeId: string;
  email: string;
  resendAvailableAt: string;
}

const KEY = 'PENDING_SIGN_UP';

export function readPendingSignUp(): PendingSignUp | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignUp | null;
    return value && typeof value.challengeId === 'string' && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function savePendingSignUp(pending: PendingSignUp): void {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({
      challengeId: pending.challengeId,
      email: pending.email,
      resendAvailableAt: pending.resendAvailableAt,
    }),
  );
}

export function clearPendingSignUp(): void {
  sessionStorage.removeItem(KEY);
}
