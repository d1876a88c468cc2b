export enum CodePurpose {
  SIGN_UP = 'SIGN_UP',
  PASSWORD_RESET = 'PASSWORD_RESET',
  /** An administrator created the account; the member chooses a username and sets a password. */
  ACCOUNT_SETUP = 'ACCOUNT_SETUP',
}
