// The frame address table: every language variant of SPEC §2, the per-app default, the general default, the query.
import { SUPPORTED_LOCALES, type SupportedLocale, type TicketFrameTable } from '@uc/shared';
import { ticketFrameBase, ticketFrameUrl, variantKeys } from './ticket-frame-url';

const APP = '20001';
const TABLE: TicketFrameTable = {
  byApp: {
    [APP]: {
      ja: 'https://t.example/ja', ko: 'https://t.example/ko', en: 'https://t.example/en', zh: 'https://t.example/zh',
      TW: 'https://t.example/tw', CN: 'https://t.example/cn', IN: 'https://t.example/in', TH: 'https://t.example/th',
    },
    '30001': { jp: 'https://u.example/jp', HK: 'https://u.example/hk', zh: 'https://u.example/zh' },
    '40001': { 'de-DE': 'https://v.example/de-exact', ru: 'https://v.example/ru', tw: 'https://v.example/tw-lower' },
  },
  appDefault: { [APP]: 'https://t.example/app-default', '30001': 'https://u.example/app-default' },
  default: 'https://general.example/ticket',
};

test.each<[SupportedLocale, string]>([
  ['ja-JP', 'https://t.example/ja'],
  ['jp-JP', 'https://t.example/ja'], // 'jp' not configured for this app: falls to 'ja'
  ['ko-KR', 'https://t.example/ko'],
  ['ko-KO', 'https://t.example/ko'],
  ['en-US', 'https://t.example/en'],
  ['zh-CN', 'https://t.example/cn'],
  ['zh-TW', 'https://t.example/tw'],
  ['zh-HK', 'https://t.example/tw'], // no HK: the other traditional variant
  ['in-IN', 'https://t.example/in'],
  ['th-TH', 'https://t.example/th'],
  ['de-DE', 'https://t.example/app-default'],
  ['ru-RU', 'https://t.example/app-default'],
])('app %s → %s', (locale, expected) => {
  expect(ticketFrameBase(TABLE, APP, locale)).toBe(expected);
});

test.each<[SupportedLocale, string]>([
  ['jp-JP', 'https://u.example/jp'],
  ['ja-JP', 'https://u.example/jp'], // no 'ja': falls to 'jp'
  ['zh-HK', 'https://u.example/hk'],
  ['zh-TW', 'https://u.example/hk'], // no TW: the other traditional variant
  ['zh-CN', 'https://u.example/zh'], // no CN: the general Chinese one
  ['en-US', 'https://u.example/app-default'],
])('another app %s → %s', (locale, expected) => {
  expect(ticketFrameBase(TABLE, '30001', locale)).toBe(expected);
});

test('an exact locale key and a base language key work too, and keys match in any case', () => {
  expect(ticketFrameBase(TABLE, '40001', 'de-DE')).toBe('https://v.example/de-exact');
  expect(ticketFrameBase(TABLE, '40001', 'ru-RU')).toBe('https://v.example/ru');
  expect(ticketFrameBase(TABLE, '40001', 'zh-TW')).toBe('https://v.example/tw-lower');
  // no variant and no app default: the general default
  expect(ticketFrameBase(TABLE, '40001', 'en-US')).toBe('https://general.example/ticket');
});

test('unknown or empty app ids, and inherited keys, get the general default for every locale', () => {
  for (const locale of SUPPORTED_LOCALES) {
    expect(ticketFrameBase(TABLE, '', locale)).toBe('https://general.example/ticket');
    expect(ticketFrameBase(TABLE, '99999', locale)).toBe('https://general.example/ticket');
    expect(ticketFrameBase(TABLE, 'constructor', locale)).toBe('https://general.example/ticket');
  }
});

test('variant keys: locale first, then the SPEC variants, then the base language, without duplicates', () => {
  expect(variantKeys('zh-HK')).toEqual(['zh-HK', 'HK', 'TW', 'zh']);
  expect(variantKeys('in-IN')).toEqual(['in-IN', 'IN', 'id']);
  expect(variantKeys('en-US')).toEqual(['en-US', 'en']);
  // a provider locale app-config lists (the server locale of a Brazilian or Mexican player)
  expect(variantKeys('pt-BR')).toEqual(['pt-BR', 'pt']);
  expect(variantKeys('es-419')).toEqual(['es-419', 'es']);
});

test('a listed provider locale picks its own frame, else the language\'s, else the app default', () => {
  const table: TicketFrameTable = {
    byApp: { [APP]: { 'pt-BR': 'https://t.example/br', pt: 'https://t.example/pt', ar: 'https://t.example/ar' } },
    appDefault: { [APP]: 'https://t.example/app-default' }, default: 'https://t.example/default',
  };
  expect(ticketFrameBase(table, APP, 'pt-BR')).toBe('https://t.example/br');
  expect(ticketFrameBase(table, APP, 'pt-PT')).toBe('https://t.example/pt');
  expect(ticketFrameBase(table, APP, 'ar-SA')).toBe('https://t.example/ar');
  expect(ticketFrameBase(table, APP, 'es-419')).toBe('https://t.example/app-default');
});

test('appends sysNum, deployId, and the role as partnerId and a params object', () => {
  const url = ticketFrameUrl('https://t.example/client?lang=ja#top', {
    sysNum: 'sys-1', deployId: 'dep-1', roleId: 'R 7&x', roleName: '勇者',
  });
  expect(url?.origin).toBe('https://t.example');
  expect(url?.searchParams.get('lang')).toBe('ja');
  expect(url?.searchParams.get('sysNum')).toBe('sys-1');
  expect(url?.searchParams.get('deployId')).toBe('dep-1');
  expect(url?.searchParams.get('partnerId')).toBe('R 7&x');
  expect(JSON.parse(url?.searchParams.get('params') ?? '')).toEqual({ role_id: 'R 7&x', role_name: '勇者' });
  expect(url?.hash).toBe('#top');
});

test('without a role no partner id is sent; a configured address that is not http(s) is refused', () => {
  const url = ticketFrameUrl('http://localhost:3100/ticket-client/index.html', { sysNum: 's', deployId: 'd', roleId: '', roleName: '' });
  expect(url?.searchParams.has('partnerId')).toBe(false);
  expect(url?.searchParams.has('params')).toBe(false);
  expect(ticketFrameUrl('javascript:alert(1)', { sysNum: 's', deployId: 'd', roleId: '', roleName: '' })).toBeNull();
  expect(ticketFrameUrl('not a url', { sysNum: 's', deployId: 'd', roleId: '', roleName: '' })).toBeNull();
});
