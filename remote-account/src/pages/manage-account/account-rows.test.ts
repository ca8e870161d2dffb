// Which rows the table shows and what each row offers (SPEC §2, §4).
import { accountRow, buildAccountRows, displayedAccountRows } from './account-rows';

const android = { loginTypes: ['Account', 'Facebook'], ios: false };

describe('displayedAccountRows', () => {
  it('drops mobile, keeps mail first, hides QQ/WeChat and Apple by default', () => {
    const types = displayedAccountRows({}, android).map((r) => r.type);
    expect(types).toEqual(['mail', 'Facebook', 'Twitter', 'Google', 'GameCenter', 'PlayGames', 'Line', 'VK']);
  });

  it('builds the mobile row even though it is not displayed', () => {
    expect(buildAccountRows({ mobile: '13812345678' }, android)[0]).toMatchObject({
      type: 'mobile',
      label: '138****5678',
    });
  });

  it('shows QQ and WeChat only when the login types include them (any case)', () => {
    const types = displayedAccountRows({}, { loginTypes: ['qq', 'WeChat'], ios: false }).map((r) => r.type);
    expect(types.slice(0, 3)).toEqual(['mail', 'QQ', 'WeChat']);
    const onlyQq = displayedAccountRows({}, { loginTypes: ['QQ'], ios: false }).map((r) => r.type);
    expect(onlyQq).toContain('QQ');
    expect(onlyQq).not.toContain('WeChat');
  });

  it('shows Apple only on iOS, after QQ/WeChat and before Facebook', () => {
    const types = displayedAccountRows({}, { loginTypes: ['WeChat'], ios: true }).map((r) => r.type);
    expect(types.slice(0, 4)).toEqual(['mail', 'WeChat', 'Apple', 'Facebook']);
  });
});

describe('accountRow', () => {
  it.each([
    // type, content, isBind, operation, isShow
    ['mobile', '', false, 'bind', true],
    ['mobile', '13812345678', true, 'modify', true],
    ['mail', '', false, 'bind', true],
    ['mail', 'alice@example.com', true, 'modify', true],
    ['Facebook', '', false, 'bind', true],
    ['Facebook', 'Alice F.', true, 'unbind', false],
    ['VK', 'id123', true, 'unbind', false],
  ] as const)('%s bound to %p → %p / %s / action shown %p', (type, content, isBind, operation, isShow) => {
    expect(accountRow(type, content)).toMatchObject({ type, content, isBind, operation, isShow });
  });

  it('masks mail and mobile labels, shows third-party identifiers as they are', () => {
    expect(accountRow('mail', 'alice@example.com').label).toBe('a***e@example.com');
    expect(accountRow('mobile', '13812345678').label).toBe('138****5678');
    expect(accountRow('Line', 'line-user').label).toBe('line-user');
    expect(accountRow('Google', '').label).toBe('');
  });
});
