// One term per concept and one register per language across every app's texts, and the host's loading titles equal to
// the pages' own (shared/src/i18n/glossary/: concepts.json names the keys, <lang>.json the terms and the register).
import * as fs from 'fs';
import * as path from 'path';
import { TEXT_LANGUAGES } from '../locale/resolve-locale';

const repoRoot = path.resolve(__dirname, '../../..');
const glossaryDir = path.join(repoRoot, 'shared/src/i18n/glossary');

interface Concept {
  about: string;
  keys: string[];
}
interface Concepts {
  locales: Record<string, string>;
  concepts: Record<string, Concept>;
  sameText: { why: string; pairs: [string, string][] };
  /** Labels shown side by side that lead to different places: their texts must differ in every language. */
  distinctText: { why: string; pairs: [string, string][] };
}
export interface GlossaryEntry {
  /** The term (any one of these forms, case-sensitive) every key of the concept must contain. */
  use: string[];
  /** Other words for the same concept: none may appear in the concept's keys. */
  avoid?: string[];
  /** Keys of the concept that need not carry the term in this language, each with the reason. */
  except?: Record<string, string>;
}

/** How a language addresses the player (e.g. Indonesian 'Anda', European Portuguese): checked on every text. */
export interface Register {
  about: string;
  /** Whole words (case-sensitive) that no text of the language may contain. */
  avoidWords?: string[];
  /** Substrings no text of the language may contain (for scripts without spaces between words). */
  avoid?: string[];
  /** Regular expressions (Unicode) no text may match: verb forms a word list cannot name (`\\p{L}+en Sie\\b`). */
  avoidPatterns?: string[];
}
export interface LanguageGlossary {
  register?: Register;
  terms: Record<string, GlossaryEntry>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function readConcepts(): Concepts {
  return readJson<Concepts>(path.join(glossaryDir, 'concepts.json'));
}

export function readGlossary(lang: string): LanguageGlossary {
  return readJson<LanguageGlossary>(path.join(glossaryDir, `${lang}.json`));
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(value));
}

const textCache = new Map<string, Map<string, string>>();
/** Every text of one namespace in `lang`, by key. */
function texts(concepts: Concepts, lang: string, ns: string): Map<string, string> {
  const dir = concepts.locales[ns];
  if (!dir) throw new Error(`glossary: unknown namespace ${ns}`);
  const file = path.join(repoRoot, dir, `${lang}.json`);
  if (!textCache.has(file)) {
    const out = new Map<string, string>();
    flatten(readJson(file), '', out);
    textCache.set(file, out);
  }
  return textCache.get(file)!;
}
/** The text of `namespace:key` in `lang`, or undefined when the key is missing. */
function text(concepts: Concepts, lang: string, ref: string): string | undefined {
  const [ns, key] = ref.split(/:(.*)/s);
  return texts(concepts, lang, ns).get(key);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u');

function registerProblems(concepts: Concepts, lang: string, register: Register, inScope: (ns: string) => boolean): string[] {
  const problems: string[] = [];
  const words = (register.avoidWords ?? []).map((w) => [w, wholeWord(w)] as const);
  const patterns = (register.avoidPatterns ?? []).map((p) => new RegExp(p, 'u'));
  for (const ns of Object.keys(concepts.locales).filter(inScope)) {
    for (const [key, value] of texts(concepts, lang, ns)) {
      const found = [
        ...words.filter(([, re]) => re.test(value)).map(([w]) => w),
        ...patterns.map((re) => re.exec(value)?.[0]).filter((m): m is string => !!m),
        ...(register.avoid ?? []).filter((s) => value.includes(s)),
      ];
      if (found.length) problems.push(`${lang}: ${ns}:${key} "${value}" breaks the register (${register.about}): "${found.join('", "')}"`);
    }
  }
  return problems;
}

/** The namespace whose texts live in `dir` (a locales folder), or undefined when the glossary does not know it. */
export function namespaceOfLocaleDir(dir: string): string | undefined {
  const rel = path.relative(repoRoot, path.resolve(dir)).split(path.sep).join('/');
  return Object.entries(readConcepts().locales).find(([, d]) => d === rel)?.[0];
}

/**
 * Every text that names a glossary concept otherwise than the language's glossary says or breaks its register, and
 * every host loading title that differs from its page's own title. `namespace` limits the check to keys of one namespace (and pairs with it).
 */
export function glossaryProblems(namespace?: string): string[] {
  textCache.clear();
  const concepts = readConcepts();
  const inScope = (ref: string) => !namespace || ref.startsWith(`${namespace}:`);
  const problems: string[] = [];
  for (const lang of TEXT_LANGUAGES) {
    const { register, terms } = readGlossary(lang);
    if (register) problems.push(...registerProblems(concepts, lang, register, (ns) => !namespace || ns === namespace));
    for (const [name, concept] of Object.entries(concepts.concepts)) {
      const entry = terms[name];
      if (!entry?.use?.length) {
        problems.push(`${lang}: glossary has no term for "${name}"`);
        continue;
      }
      for (const ref of concept.keys.filter(inScope)) {
        if (entry.except?.[ref]) continue;
        const value = text(concepts, lang, ref);
        if (value === undefined) {
          problems.push(`${lang}: ${ref} (glossary "${name}") does not exist`);
          continue;
        }
        if (!entry.use.some((form) => value.includes(form)))
          problems.push(`${lang}: ${ref} "${value}" lacks the term for "${name}" (${entry.use.join(' | ')})`);
        const avoided = (entry.avoid ?? []).filter((form) => value.includes(form));
        if (avoided.length) problems.push(`${lang}: ${ref} "${value}" uses "${avoided.join('", "')}" for "${name}"`);
      }
      for (const ref of Object.keys(entry.except ?? {}))
        if (!concept.keys.includes(ref)) problems.push(`${lang}: glossary "${name}" excepts ${ref}, which is no key of it`);
    }
    for (const [a, b] of concepts.sameText.pairs) {
      if (!inScope(a) && !inScope(b)) continue;
      const [ta, tb] = [text(concepts, lang, a), text(concepts, lang, b)];
      if (ta !== tb) problems.push(`${lang}: title changes on load: ${a} "${ta}" vs ${b} "${tb}"`);
    }
    problems.push(...distinctProblems(concepts, lang, inScope));
  }
  return problems;
}

/** Side-by-side labels of one language that read the same although they lead to different places. */
function distinctProblems(concepts: Concepts, lang: string, inScope: (ref: string) => boolean): string[] {
  const problems: string[] = [];
  for (const [a, b] of concepts.distinctText.pairs) {
    if (!inScope(a) && !inScope(b)) continue;
    const [ta, tb] = [text(concepts, lang, a), text(concepts, lang, b)];
    if (ta === undefined || tb === undefined) problems.push(`${lang}: ${ta === undefined ? a : b} (distinct labels) does not exist`);
    else if (ta.trim() === tb.trim()) problems.push(`${lang}: ${a} and ${b} both read "${ta}": two buttons, one label`);
  }
  return problems;
}

/** Only the side-by-side label rule, every language (glossary.test.ts shows it apart). */
export function distinctLabelProblems(): string[] {
  textCache.clear();
  const concepts = readConcepts();
  return TEXT_LANGUAGES.flatMap((lang) => distinctProblems(concepts, lang, () => true));
}
