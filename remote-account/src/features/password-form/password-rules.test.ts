// SPEC §5 password rules and strength, as tables.
import { checkNewPassword, isValidPassword, passwordStrength } from './password-rules';

describe('isValidPassword: 8–16 characters with a letter and a digit', () => {
  it.each([
    ['abcdef12', true],
    ['abcdefghijklmn12', true], // 16
    ['abcdefghijklmno12', false], // 17
    ['abcde12', false], // 7
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['!@#$%^&1a', true], // other characters allowed
    ['пароль12', true], // Cyrillic letters are letters
    ['密码密码密码12', true], // so are CJK ones
    ['🔥🔥🔥🔥🔥🔥a1', true], // an emoji is one character: 8 in all
    ['🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥a1', true], // 16 characters, 30 UTF-16 units
    ['🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥a1', false], // 17
    ['        a1', true], // spaces are characters like any other
  ])('%p → %p', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('checkNewPassword', () => {
  it.each([
    ['', '', { toast: 'password.empty' }],
    ['', 'abc12345', { toast: 'password.empty' }],
    ['short1', 'short1', { toast: 'password.invalid' }],
    ['abcdef12', '', { toast: 'password.differ', inline: 'password.inconsistent' }],
    ['abcdef12', 'abcdef13', { toast: 'password.differ', inline: 'password.inconsistent' }],
    ['abcdef12 ', 'abcdef12', { toast: 'password.differ', inline: 'password.inconsistent' }], // nothing is trimmed
    ['abcdef12', 'abcdef12', null],
  ])('%p / %p → %p', (password, confirm, problem) => {
    expect(checkNewPassword(password, confirm)).toEqual(problem);
  });
});

describe('passwordStrength: kinds among digit, letter, other symbol', () => {
  it.each([
    ['', 'low'],
    ['12345678', 'low'],
    ['abcdefgh', 'low'],
    ['!!!!!!!!', 'low'],
    ['abcd1234', 'medium'],
    ['abcd!!!!', 'medium'],
    ['1234!!!!', 'medium'],
    ['abc123!!', 'high'],
    ['пароль1🔥', 'high'],
  ])('%p → %p', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
