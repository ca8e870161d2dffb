// The masked forms ARCHITECTURE §8 shows for the forgot-password lookup.
const { maskMobile, maskMail } = require('./mask');

describe('mask', () => {
  it('keeps the first 3 and last 4 digits of a mobile', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('5551234567')).toBe('555***4567');
  });

  it('still hides the middle of a short number', () => {
    expect(maskMobile('1234567')).toBe('1****67');
    expect(maskMobile('123')).toBe('1*3');
  });

  it('keeps the first character of the local part and the domain of an e-mail', () => {
    expect(maskMail('player@example.com')).toBe('p***@example.com');
    expect(maskMail('a@b.co')).toBe('a***@b.co');
    expect(maskMail('名前@example.jp')).toBe('名***@example.jp');
  });

  it("answers '' for nothing bound", () => {
    expect(maskMobile('')).toBe('');
    expect(maskMail('')).toBe('');
  });
});
