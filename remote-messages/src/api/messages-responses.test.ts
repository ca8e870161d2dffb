// Provider responses are read defensively: ids may be numbers, isRead several spellings, a refusal is not a success.
import { toDeleteResult } from './delete-message';
import { toInboxMessages } from './get-messages';

describe('toInboxMessages', () => {
  it('normalizes ids and read flags and drops entries without an id', () => {
    expect(
      toInboxMessages({
        status: 'ok',
        messages: [
          { id: 7, category: 'activeCode', subject: 'A', sendTime: '2024-01-01T00:00:00', isRead: '1' },
          { id: '8', subject: 'B', isRead: 0 },
          { subject: 'no id' },
          null,
        ],
      }),
    ).toEqual([
      { id: '7', category: 'activeCode', subject: 'A', sendTime: '2024-01-01T00:00:00', isRead: true },
      { id: '8', category: '', subject: 'B', sendTime: '', isRead: false },
    ]);
  });

  it('reads a missing or malformed list as empty', () => {
    expect(toInboxMessages({ status: 'ok' })).toEqual([]);
    expect(toInboxMessages({ status: 'ok', messages: 'x' })).toEqual([]);
  });
});

describe('toDeleteResult', () => {
  it.each([
    [{ status: 'ok', result: true }, { removed: true, errorMsg: '' }],
    [{ status: 'ok' }, { removed: true, errorMsg: '' }],
    [{ status: 'ok', result: false, error_msg: 'no' }, { removed: false, errorMsg: 'no' }],
    [{ status: 'ok', result: 'false', errorMsg: 'nope' }, { removed: false, errorMsg: 'nope' }],
  ])('%p → %p', (raw, expected) => {
    expect(toDeleteResult(raw)).toEqual(expected);
  });
});
