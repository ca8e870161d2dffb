// Every text language has exactly en's keys and no empty text, and keeps its glossary (run by each app's locales test).
import * as fs from 'fs';
import * as path from 'path';
import { TEXT_LANGUAGES } from '../locale/resolve-locale';
import { glossaryProblems, namespaceOfLocaleDir } from './glossary-problems';

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
}

function readLocale(dir: string, lang: string): Map<string, unknown> {
  const file = path.join(dir, `${lang}.json`);
  if (!fs.existsSync(file)) throw new Error(`missing locale file ${file}`);
  const out = new Map<string, unknown>();
  flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', out);
  return out;
}

const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;
// Forms whose text may name the number in words ("عملتان", "one coin"): only these may leave {{count}} out.
const WORDED_FORMS = new Set(['zero', 'one', 'two']);

/** The plural forms of `lang` (i18next picks with Intl.PluralRules): all it has, and those a count 0–1000 takes. */
function pluralForms(lang: string): { has: Set<string>; needed: Set<string> } {
  const rules = new Intl.PluralRules(lang);
  const needed = new Set<string>();
  for (let n = 0; n <= 1000; n += 1) needed.add(rules.select(n));
  return { has: new Set(rules.resolvedOptions().pluralCategories), needed };
}

/** en's keys with the plural ones (`x_one`, `x_other`) as one entry `x`, holding `x_other`'s text. */
function groupPlurals(en: Map<string, unknown>): { plain: Map<string, unknown>; plural: Map<string, unknown> } {
  const plural = new Map<string, unknown>();
  for (const key of en.keys()) {
    const m = PLURAL_FORM.exec(key);
    if (m && en.has(`${m[1]}_other`)) plural.set(m[1], en.get(`${m[1]}_other`));
  }
  const plain = new Map([...en].filter(([key]) => !plural.has(PLURAL_FORM.exec(key)?.[1] ?? '')));
  return { plain, plural };
}

const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join() : '');
const withoutCount = (s: string) => s.split(',').filter((p) => !/^\{\{\s*count\s*\}\}$/.test(p)).join();

/** Problems of one language against en: keys, texts, placeholders, and each plural key's forms in that language. */
function languageProblems(lang: string, texts: Map<string, unknown>, en: ReturnType<typeof groupPlurals>): string[] {
  const problems: string[] = [];
  const forms = pluralForms(lang);
  for (const key of en.plain.keys()) if (!texts.has(key)) problems.push(`${lang}: missing ${key}`);
  for (const base of en.plural.keys())
    for (const form of forms.needed) if (!texts.has(`${base}_${form}`)) problems.push(`${lang}: missing ${base}_${form}`);
  for (const [key, value] of texts) {
    const m = PLURAL_FORM.exec(key);
    const plural = m && en.plural.has(m[1]) ? { base: m[1], form: m[2] } : null;
    if (plural ? !forms.has.has(plural.form) : !en.plain.has(key)) problems.push(`${lang}: extra ${key}`);
    else if (typeof value !== 'string' || !value.trim()) problems.push(`${lang}: empty ${key}`);
    else {
      const want = placeholders(plural ? en.plural.get(plural.base) : en.plain.get(key));
      const got = placeholders(value);
      if (got !== want && !(plural && WORDED_FORMS.has(plural.form) && got === withoutCount(want)))
        problems.push(`${lang}: placeholders differ in ${key}`);
    }
  }
  return problems;
}

/**
 * Throws (failing the test) with every problem listed: missing/extra keys (a plural key needs each form a count takes
 * in the language, and no form the language lacks), empty or non-string texts, lost placeholders, a glossary term
 * named otherwise (shared/src/i18n/glossary) and a host loading title that differs from its page's own.
 */
export function expectLocalesComplete(dir: string): void {
  const en = groupPlurals(readLocale(dir, 'en'));
  const problems: string[] = [];
  for (const lang of TEXT_LANGUAGES) problems.push(...languageProblems(lang, readLocale(dir, lang), en));
  // The register's dynamic import bundles every `<lang>.json` here: each must be a language checked above.
  for (const file of fs.readdirSync(dir)) {
    const lang = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && !(TEXT_LANGUAGES as readonly string[]).includes(lang)) problems.push(`${file} is no text language`);
  }
  const namespace = namespaceOfLocaleDir(dir);
  if (namespace) problems.push(...glossaryProblems(namespace));
  if (problems.length) throw new Error(`Locales in ${dir} are incomplete:\n${problems.join('\n')}`);
}
