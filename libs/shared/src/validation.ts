/** Small input rules shared by the forms and the server. */
import { PASSWORD_MIN_LENGTH, QUANTITY_MAX, QUANTITY_MIN, VERIFICATION_CODE_LENGTH } from './limits';

/** What a code input keeps of typed text: digits only, at most the code length ('12a-345678' -> '123456'). */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** Exactly VERIFICATION_CODE_LENGTH digits. */
export function isVerificationCode(code: string): boolean {
  return code.length === VERIFICATION_CODE_LENGTH && /^\d+$/.test(code);
}

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** A whole quantity between QUANTITY_MIN and QUANTITY_MAX. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}
