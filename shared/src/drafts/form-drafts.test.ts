// The draft primitives: sessionStorage only, one prefix, and silent on every storage failure or corrupt entry.
import {
  DRAFT_PREFIX, MAX_DRAFT_CHARS, MAX_DRAFT_FIELD_CHARS, clearAllDrafts, clearDraft, readDraft, saveDraft,
} from './form-drafts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

it('saves, reads back and clears one draft in sessionStorage under the prefix, never localStorage', () => {
  saveDraft('putQuestion', { description: 'Can’t log in 登录', email: 'a@b.c' });
  expect(sessionStorage.getItem(`${DRAFT_PREFIX}putQuestion`)).not.toBeNull();
  expect(readDraft('putQuestion')).toEqual({ description: 'Can’t log in 登录', email: 'a@b.c' });
  expect(localStorage.length).toBe(0);
  clearDraft('putQuestion');
  expect(readDraft('putQuestion')).toBeNull();
});

it('returns null when there is no draft', () => {
  expect(readDraft('nothing')).toBeNull();
});

it('an all-empty form removes the draft instead of storing blanks', () => {
  saveDraft('bindMail', { mail: 'x@y.z' });
  saveDraft('bindMail', { mail: '', code: '' });
  expect(sessionStorage.getItem(`${DRAFT_PREFIX}bindMail`)).toBeNull();
});

it('clearAllDrafts removes every draft and nothing else', () => {
  saveDraft('a', { x: '1' });
  saveDraft('b', { y: '2' });
  sessionStorage.setItem('uc.session', '{"keep":true}');
  sessionStorage.setItem('uc.draftish', 'keep');
  clearAllDrafts();
  expect(readDraft('a')).toBeNull();
  expect(readDraft('b')).toBeNull();
  expect(sessionStorage.getItem('uc.session')).toBe('{"keep":true}');
  expect(sessionStorage.getItem('uc.draftish')).toBe('keep');
});

it.each([
  ['not JSON', '{"description": "half'],
  ['an array', '["a"]'],
  ['a string', '"text"'],
  ['null', 'null'],
])('a corrupt entry (%s) reads as no draft', (_name, text) => {
  sessionStorage.setItem(`${DRAFT_PREFIX}f`, text);
  expect(readDraft('f')).toBeNull();
});

it('keeps only string values of a tampered entry', () => {
  sessionStorage.setItem(`${DRAFT_PREFIX}f`, JSON.stringify({ email: 'a@b.c', images: [1, 2], n: 3, o: { a: 1 } }));
  expect(readDraft('f')).toEqual({ email: 'a@b.c' });
});

it('cuts an overlong field at the cap without splitting an emoji, and drops a draft still too large', () => {
  saveDraft('f', { description: '😀'.repeat(MAX_DRAFT_FIELD_CHARS + 10) });
  const back = readDraft('f')!;
  expect(Array.from(back.description)).toHaveLength(MAX_DRAFT_FIELD_CHARS);
  expect(back.description.endsWith('😀')).toBe(true);

  const many: Record<string, string> = {};
  for (let i = 0; i < 10; i += 1) many[`f${i}`] = 'x'.repeat(MAX_DRAFT_FIELD_CHARS);
  saveDraft('f', many);
  expect(readDraft('f')).toBeNull(); // the older copy is gone too: it would restore stale text
});

it('refuses a stored entry above the size cap', () => {
  sessionStorage.setItem(`${DRAFT_PREFIX}f`, JSON.stringify({ d: 'x'.repeat(MAX_DRAFT_CHARS) }));
  expect(readDraft('f')).toBeNull();
});

it('a full storage (quota) does not throw and leaves no stale copy', () => {
  saveDraft('f', { d: 'old' });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => saveDraft('f', { d: 'new' })).not.toThrow();
  expect(readDraft('f')).toBeNull();
});

it('storage that throws on every access (sandboxed frame, private mode) is silent everywhere', () => {
  for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
  }
  expect(() => saveDraft('f', { d: 'x' })).not.toThrow();
  expect(readDraft('f')).toBeNull();
  expect(() => clearDraft('f')).not.toThrow();
  expect(() => clearAllDrafts()).not.toThrow();
});

it('no sessionStorage at all (the getter throws) is silent too', () => {
  const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => saveDraft('f', { d: 'x' })).not.toThrow();
  expect(readDraft('f')).toBeNull();
  expect(() => clearAllDrafts()).not.toThrow();
  spy.mockRestore();
});
