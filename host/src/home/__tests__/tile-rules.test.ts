// SPEC §2 Home tile filters and widths.
import { visibleTiles, type TileContext } from '../tile-filter';
import { tileWidthPercent } from '../tile-width';

const loggedIn: TileContext = { isIOS: false, hasMobile: true, openId: 'open-1', loginTypes: ['Account'] };
const ALL = ['manageAccount', 'myMessage', 'changePassword', 'customerService', 'userPrivacy', 'taskCenter', 'codeBox', 'faq', 'ticket', 'wallet', 'deleteApply'];

describe('visibleTiles', () => {
  it('keeps every known key in configured order for a logged-in Android player', () => {
    expect(visibleTiles(ALL, loggedIn)).toEqual(ALL);
  });
  it('hides the wallet on iOS', () => {
    expect(visibleTiles(ALL, { ...loggedIn, isIOS: true })).not.toContain('wallet');
  });
  it('needs a bound mobile for the code box', () => {
    expect(visibleTiles(ALL, { ...loggedIn, hasMobile: false })).not.toContain('codeBox');
  });
  it('needs an open id for account, messages and change password', () => {
    expect(visibleTiles(ALL, { ...loggedIn, openId: '' })).toEqual(ALL.filter((k) => !['manageAccount', 'myMessage', 'changePassword'].includes(k)));
  });
  it('removes change password when Account is not a login type', () => {
    expect(visibleTiles(ALL, { ...loggedIn, loginTypes: ['Facebook'] })).not.toContain('changePassword');
  });
  it('drops unknown and repeated keys', () => {
    expect(visibleTiles(['faq', 'nope', 'faq', '__proto__'], loggedIn)).toEqual(['faq']);
  });
});

describe('tileWidthPercent', () => {
  it('is floor(100 / n) in landscape', () => {
    expect([1, 2, 3, 4, 6, 7].map((n) => tileWidthPercent(n, 'landscape'))).toEqual([100, 50, 33, 25, 16, 14]);
  });
  it('is floor(200 / n) in portrait, never wider than the row', () => {
    expect([1, 2, 3, 4, 6, 7].map((n) => tileWidthPercent(n, 'portrait'))).toEqual([100, 100, 66, 50, 33, 28]);
  });
});
