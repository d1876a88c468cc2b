export enum CodePurpose {
  SIGN_UP = 'SIGN_UP',
  PASSWORD_RESET = 'PASSWORD_RESET',
}
