// The content link carries id, category and subject URL-encoded; send times read with a space.
import { formatSendTime, messageContentPath } from './message-links';

describe('messageContentPath', () => {
  it('encodes every query value', () => {
    expect(messageContentPath({ id: '42', category: 'activeCode', subject: 'Gift & code? 100% 礼包' })).toBe(
      '/messageContent?id=42&category=activeCode&subject=Gift%20%26%20code%3F%20100%25%20%E7%A4%BC%E5%8C%85',
    );
  });

  it('keeps a reserved character in the id from breaking the query', () => {
    expect(messageContentPath({ id: 'a&b=c', category: '', subject: '' })).toBe(
      '/messageContent?id=a%26b%3Dc&category=&subject=',
    );
  });
});

describe('formatSendTime', () => {
  it.each([
    ['2024-05-01T10:20:30', '2024-05-01 10:20:30'],
    ['2024-05-01T10:20:30.000Z', '2024-05-01 10:20:30.000Z'],
    ['2024-05-01 10:20', '2024-05-01 10:20'],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(formatSendTime(input)).toBe(expected);
  });
});
