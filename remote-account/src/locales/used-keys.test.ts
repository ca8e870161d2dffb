// Every account text the code asks for exists (in en, and so in all 13 languages by locales.test), and every text
// language reads differently from English where a translation is expected.
import * as fs from 'fs';
import * as path from 'path';
import { THIRD_PARTY_TYPES } from '../features/bindings/bind-types';
import en from './en.json';

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

// A plural text (`placeholder.password_one`, `_other`…) counts as its key: t() picks the form.
function has(key: string): boolean {
  return hasText(key) || hasText(`${key}_other`);
}

function hasText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

it('every literal key passed to t() or to IsolatedText (i18nKey) in this remote is an account text', () => {
  const missing: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes("useTranslation('account')") && !text.includes('<IsolatedText')) continue;
    for (const m of text.matchAll(/\bt\('([A-Za-z0-9_.]+)'|\bi18nKey="([A-Za-z0-9_.]+)"/g)) {
      const key = m[1] ?? m[2];
      if (!has(key)) missing.push(`${path.relative(SRC, file)}: ${key}`);
    }
  }
  expect(missing).toEqual([]);
});

it('every login kind has a name and every verification method a label', () => {
  for (const type of ['mobile', 'mail', ...THIRD_PARTY_TYPES]) expect(has(`type.${type}`)).toBe(true);
  expect(has('verify.by.mobile') && has('verify.by.mail')).toBe(true);
  for (const type of ['Facebook', 'Twitter', 'Google', 'GameCenter', 'Apple', 'PlayGames', 'Line', 'VK', 'other']) {
    expect(has(`unbind.confirm.${type}`)).toBe(true);
  }
  for (const level of ['low', 'medium', 'high']) expect(has(`password.strengthLevel.${level}`)).toBe(true);
});

it('the other languages are translated, not English copies', () => {
  const flat = (o: unknown, p = ''): [string, string][] =>
    Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
      typeof v === 'string' ? [[p + k, v] as [string, string]] : flat(v, `${p}${k}.`),
    );
  const english = new Map(flat(en));
  for (const lang of ['zh', 'zh-Hant', 'ja', 'ru', 'ko', 'th']) {
    const texts = flat(JSON.parse(fs.readFileSync(path.join(__dirname, `${lang}.json`), 'utf8')));
    // brand names (Facebook, VK …) stay as they are; sentences must not
    const copies = texts.filter(([k, v]) => v === english.get(k) && !k.startsWith('type.') && v.includes(' '));
    expect(copies).toEqual([]);
  }
});
