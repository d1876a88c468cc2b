import { isValidEmail } from '@culturalink/common/email';

export interface UserFormValues {
  fullName: string;
  email: string;
  country: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** Full Name, Email (a valid address) and Country are required; the server checks again and has the last word. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'Full Name is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!isValidEmail(values.email)) errors.email = 'Enter a valid e-mail address.';
  if (!values.country.trim()) errors.country = 'Country is required.';
  return errors;
}

export function trimmedUserForm(values: UserFormValues): UserFormValues {
  return { fullName: values.fullName.trim(), email: values.email.trim().toLowerCase(), country: values.country.trim() };
}
