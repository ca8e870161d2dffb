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

/**
 * Throws (failing the test) with every problem listed: missing/extra keys, empty or non-string texts, a glossary term
 * named otherwise (shared/src/i18n/glossary) and a host loading title that differs from its page's own.
 */
export function expectLocalesComplete(dir: string): void {
  const en = readLocale(dir, 'en');
  const problems: string[] = [];
  const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join() : '');
  for (const lang of TEXT_LANGUAGES) {
    const texts = readLocale(dir, lang);
    for (const key of en.keys()) if (!texts.has(key)) problems.push(`${lang}: missing ${key}`);
    for (const [key, value] of texts) {
      if (!en.has(key)) problems.push(`${lang}: extra ${key}`);
      else if (typeof value !== 'string' || !value.trim()) problems.push(`${lang}: empty ${key}`);
      else if (placeholders(value) !== placeholders(en.get(key))) problems.push(`${lang}: placeholders differ in ${key}`);
    }
  }
  // The register's dynamic import bundles every `<lang>.json` here: each must be a language checked above.
  for (const file of fs.readdirSync(dir)) {
    const lang = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && !(TEXT_LANGUAGES as readonly string[]).includes(lang)) problems.push(`${file} is no text language`);
  }
  const namespace = namespaceOfLocaleDir(dir);
  if (namespace) problems.push(...glossaryProblems(namespace));
  if (problems.length) throw new Error(`Locales in ${dir} are incomplete:\n${problems.join('\n')}`);
}
