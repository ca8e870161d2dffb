// The proof flows' small rules: what a history entry's state may hand a page, which purpose a code gets for the page it
// leads to, and how long a password typed before a 1401 is kept.
import { CARRIED_PASSWORD_MS, carriedPassword, carryPassword, dropCarriedPassword } from './carried-password';
import { proofFlowOf } from './proof-flows';
import { isProofRefused } from './proof-refused';
import { readCarriedProof } from './proof-state';

afterEach(() => {
  dropCarriedPassword();
  jest.restoreAllMocks();
});

describe('readCarriedProof: a history state is untrusted input', () => {
  it.each([
    [{ verified: true, proof: 'p-1', account: ' player@example.com ' }, { proof: 'p-1', account: 'player@example.com' }],
    [{ proof: 'p-1' }, { proof: 'p-1', account: '' }],
    [{ proof: 'p-1', account: 7 }, { proof: 'p-1', account: '' }],
    [{ proof: 'x'.repeat(256) }, { proof: 'x'.repeat(256), account: '' }],
    [{ proof: 'x'.repeat(257) }, null],
    [{ proof: '' }, null],
    [{ proof: ['p-1'] }, null],
    [{ verified: true }, null],
    [null, null],
    ['p-1', null],
  ])('%p → %p', (state, expected) => {
    expect(readCarriedProof(state)).toEqual(expected);
  });
});

describe('proofFlowOf: the page a verification leads to decides what its proof is for', () => {
  it.each([
    ['/changepassword', 'changePassword'],
    ['/setpassword?operation=changePassword', 'changePassword'],
    ['/setpassword?operation=modifyMail&account=a%40b.c', 'changePassword'],
    ['/setpassword?operation=forgotPassword', 'forgotPassword'],
    ['/setpassword?account=a&operation=forgotPassword', 'forgotPassword'],
    ['/setpassword?operation=other', null],
    ['/modifyphone', null],
    ['/modifymail', null],
  ])('%s → %p', (path, flow) => {
    expect(proofFlowOf(path)).toBe(flow);
  });
});

describe('the password carried over a 1401', () => {
  it('is kept for its own flow only, until dropped', () => {
    carryPassword('forgotPassword', 'Reset2026x');
    expect(carriedPassword('changePassword')).toBe('');
    expect(carriedPassword('forgotPassword')).toBe('Reset2026x');
    dropCarriedPassword();
    expect(carriedPassword('forgotPassword')).toBe('');
  });

  it('is gone after the ten minutes a proof lives', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    carryPassword('changePassword', 'NewPass123');
    now.mockReturnValue(1_000_000 + CARRIED_PASSWORD_MS);
    expect(carriedPassword('changePassword')).toBe('NewPass123');
    now.mockReturnValue(1_000_000 + CARRIED_PASSWORD_MS + 1);
    expect(carriedPassword('changePassword')).toBe('');
  });
});

it('isProofRefused: only error 1401', () => {
  expect(isProofRefused({ kind: 'status', code: '1401', detail: 'x', text: 'x' })).toBe(true);
  expect(isProofRefused({ kind: 'status', code: '1429', detail: 'x', text: 'x' })).toBe(false);
  expect(isProofRefused(null)).toBe(false);
  expect(isProofRefused('1401###x')).toBe(false);
});
