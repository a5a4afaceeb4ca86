import { isPasswordLongEnough, MESSAGES } from '@voosh/shared';

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const REQUIRED: readonly (keyof SignupForm)[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/** The first failing rule (required fields, matching, length), or null when the form may be sent. */
export function signupError(form: SignupForm): string | null {
  if (REQUIRED.some((field) => !form[field].trim())) return MESSAGES.requiredFields;
  if (form.password !== form.confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (!isPasswordLongEnough(form.password)) return MESSAGES.passwordTooShort;
  return null;
}
