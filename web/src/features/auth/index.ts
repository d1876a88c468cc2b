/** The public surface of the auth feature: other features and the app import only from here. */
export { codeRefusalOf, type CodeRefusal } from './code-refusal';
export { OTP_LENGTH, OtpInput, emptyOtp } from './otp-input';
export { useLogout } from './use-logout';
export { useSignIn } from './use-sign-in';
