// Forgot password's history state (both modes): what an entry's state may hand verifyaccount and setpassword.
import { readRecovery, readResetAccount, recoveryState, verifiedFor } from './recovery-state';

describe('readRecovery', () => {
  it('reads the account and the masked values, cut to their limits', () => {
    expect(readRecovery({ recovery: { username: 'u', mobile: '138****5678', mail: 'p***@example.com', country: 'JP' } })).toEqual({
      username: 'u', mobile: '138****5678', mail: 'p***@example.com', country: 'JP',
    });
    expect(readRecovery({ recovery: { username: 'u', mobile: 1, country: 'TOO-LONG-A-REGION' } })).toEqual({
      username: 'u', mobile: '', mail: '', country: 'TOO-LONG',
    });
  });

  it.each([undefined, null, {}, { recovery: 'u' }, { recovery: { username: '  ' } }, { recovery: { username: 5 } }])(
    '%p names no account',
    (state) => {
      expect(readRecovery(state)).toBeNull();
    },
  );
});

describe('the account a reset carries', () => {
  it('is what the verification handed over, cut to an account name\'s length', () => {
    expect(readResetAccount(verifiedFor('player@example.com'))).toBe('player@example.com');
    expect(readResetAccount({ account: `  ${'a'.repeat(400)}` })).toBe('a'.repeat(320));
  });

  it.each([undefined, null, 'player@example.com', {}, { account: 7 }, verifiedFor('')])('%p carries none', (state) => {
    expect(readResetAccount(state)).toBe('');
  });

  it('recoveryState is what readRecovery reads back', () => {
    const recovery = { username: 'u', mobile: '13812345678', mail: 'player@example.com', country: 'TH' };
    expect(readRecovery(recoveryState(recovery))).toEqual(recovery);
  });
});
