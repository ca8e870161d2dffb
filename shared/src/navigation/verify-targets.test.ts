// What a verification page may take from its history entry's state: the targets handed over for this very player.
import { readVerifyTargets, verifyTargetsState } from './verify-targets';

it('reads back what was handed over, for the same player only', () => {
  const state = verifyTargetsState({ mobile: ' 13800000000 ' }, 'open-1');
  expect(readVerifyTargets(state, 'open-1')).toEqual({ mobile: '13800000000', mail: '' });
  expect(readVerifyTargets(state, 'open-2')).toBeNull(); // another player logged in since
  expect(readVerifyTargets(state, '')).toBeNull(); // nobody logged in
});

it.each([
  undefined,
  null,
  'x',
  { verifyTargets: 'x' },
  { verifyTargets: { mobile: 138, mail: ['a@b.c'], openId: 'open-1' } },
  { verifyTargets: { mobile: '', mail: '', openId: 'open-1' } },
  { verifyTargets: { mobile: '138' } },
])('%p hands over nothing', (state) => {
  expect(readVerifyTargets(state, 'open-1')).toBeNull();
});

it('cuts what it reads to a phone number’s and an address’s length', () => {
  const state = { verifyTargets: { mobile: '1'.repeat(100), mail: 'a'.repeat(400), openId: 'open-1' } };
  expect(readVerifyTargets(state, 'open-1')).toEqual({ mobile: '1'.repeat(64), mail: 'a'.repeat(320) });
});
