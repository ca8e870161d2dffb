// The masking rules of SPEC §3, as a table.
import { maskMail, maskMobile } from './mask';

describe('maskMobile hides the middle four digits', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['12345678', '12****78'],
    ['123456789', '12****789'],
    ['12345', '****5'],
    ['1234', '****'],
    ['', ''],
    [' 13812345678 ', '138****5678'],
  ])('%p → %p', (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });
});

describe('maskMail hides the local part except its first and last characters', () => {
  it.each([
    ['alice@example.com', 'a***e@example.com'],
    ['bob@x.io', 'b*b@x.io'],
    ['ab@x.io', 'ab@x.io'],
    ['a@x.io', 'a@x.io'],
    ['first.last+tag@mail.example.org', 'f************g@mail.example.org'],
    ['用户名字@例子.cn', '用**字@例子.cn'],
    ['odd@name@host.com', 'o******e@host.com'],
    ['no-at-sign', 'n********n'],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(maskMail(input)).toBe(expected);
  });
});
