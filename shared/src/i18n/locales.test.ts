// shared's 'common' texts exist in all thirteen text languages with exactly English's keys.
import * as fs from 'fs';
import * as path from 'path';
import { expectLocalesComplete } from '../testing/expect-locales-complete';
import { TEXT_LANGUAGES } from '../locale/resolve-locale';

const dir = path.join(__dirname, 'locales');

it('common locales are complete', () => {
  expect(() => expectLocalesComplete(dir)).not.toThrow();
});

it('has the common keys every app relies on', () => {
  const en = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
  expect(en.error.serverNoResponse).toBe("Server didn't respond");
  expect(en.error.system).toBe('System error');
  expect(en.error.network).toBe('Network error encountered. Please try again later~');
  expect(en.error.pleaseLogin).toBe('Please log in first');
  expect(en.error.pageLost).toBe('page lost');
  expect(en.error.pageNotExist).toBe('page does not exist');
  expect(en.error.remoteUnavailable).toBe('This section could not be loaded.');
  expect(en.code).toEqual({ send: 'Send', resend_one: 'Resend in {{count}}s', resend_other: 'Resend in {{count}}s', sent: 'Sent!' });
  expect(en.loading).toBe('Loading…');
  for (const k of ['userCenter']) expect(en.title[k]).toBeTruthy();
  for (const k of ['back', 'returnToGame', 'confirm', 'cancel', 'retry', 'ok', 'close']) expect(en.action[k]).toBeTruthy();
  for (const k of ['routeRefused', 'remoteRetryHint', 'loadFailed']) expect(en.error[k]).toBeTruthy();
  expect(en.empty.default).toBeTruthy();
});

it('translations are real: no language copies English wholesale', () => {
  const en = fs.readFileSync(path.join(dir, 'en.json'), 'utf8');
  for (const lang of TEXT_LANGUAGES.filter((l) => l !== 'en')) {
    const other = JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
    expect(other.error.network).not.toBe(JSON.parse(en).error.network);
  }
});
