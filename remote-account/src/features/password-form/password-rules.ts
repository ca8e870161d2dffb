// SPEC §5 new password: 8 to 16 characters with at least one letter and one digit, any other characters allowed.
// Characters are counted as the player sees them (code points), so 'пароль12' or a password with an emoji counts
// right, and letters and digits of every script count as letters and digits.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

export function passwordLength(password: string): number {
  return Array.from(password).length;
}

export function isValidPassword(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && LETTER.test(password) && DIGIT.test(password);
}

export type PasswordProblem =
  | { toast: 'password.empty' }
  | { toast: 'password.invalid' }
  | { toast: 'password.differ'; inline: 'password.inconsistent' };

/** The first problem of a new password and its confirmation, or null when both are fine. Nothing is trimmed. */
export function checkNewPassword(password: string, confirm: string): PasswordProblem | null {
  if (!password) return { toast: 'password.empty' }; // both empty, or only the confirmation typed
  if (!isValidPassword(password)) return { toast: 'password.invalid' };
  if (password !== confirm) return { toast: 'password.differ', inline: 'password.inconsistent' };
  return null;
}

export type PasswordStrength = 'low' | 'medium' | 'high';

/** SPEC §5 strength: how many kinds among digit, letter and other symbol are present; 0–1 low, 2 medium, 3 high. */
export function passwordStrength(password: string): PasswordStrength {
  let digit = false;
  let letter = false;
  let other = false;
  for (const ch of password) {
    if (DIGIT.test(ch)) digit = true;
    else if (LETTER.test(ch)) letter = true;
    else other = true;
  }
  const kinds = Number(digit) + Number(letter) + Number(other);
  return kinds >= 3 ? 'high' : kinds === 2 ? 'medium' : 'low';
}
