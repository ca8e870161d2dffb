// docs/android-host.md and docs/ios-host.md name exactly the contract's methods and callbacks, under the contract's
// entry-point names, so a native team copying them starts from a conforming host.
import fs from 'fs';
import path from 'path';
import { NATIVE_METHOD_CONTRACT, PAGE_CALLBACK_CONTRACT, SESSION_FIELD_CONTRACT } from './bridge-contract';

const DOCS = path.resolve(__dirname, '../../../../docs');
const code = (file: string) => [...fs.readFileSync(path.join(DOCS, file), 'utf8').matchAll(/```\w+\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');

/** Method names a host handles: the string cases of its `when` (Kotlin) or `switch` (Swift) over `method`. */
function handledMethods(source: string, caseLine: RegExp): string[] {
  const names: string[] = [];
  for (const line of source.split('\n')) {
    const m = line.match(caseLine);
    if (m) names.push(...[...m[1].matchAll(/"(\w+)"/g)].map((x) => x[1]));
  }
  return names;
}

const HOSTS = [
  {
    file: 'android-host.md', caseLine: /^\s*((?:"\w+",?\s*)+)->/, field: /\.put\("(\w+)"/g,
    entry: /addJavascriptInterface\(Bridge\(\), "UCNativeBridge"\)/,
  },
  {
    file: 'ios-host.md', caseLine: /^\s*case ((?:"\w+",?\s*)+):/, field: /"(\w+)": /g,
    entry: /userContentController\.add\(self, name: "ucNative"\)/,
  },
];

describe.each(HOSTS)('$file', ({ file, caseLine, field, entry }) => {
  const source = code(file);

  it('handles every page → native method of the contract, and nothing else', () => {
    expect(handledMethods(source, caseLine).sort()).toEqual(Object.keys(NATIVE_METHOD_CONTRACT).sort());
  });

  it('calls only the contract’s page callbacks, and ucOnLogin, ucOnResult and ucOnBack all appear', () => {
    const named = new Set([...source.matchAll(/\b(ucOn\w+)\b/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual(Object.keys(PAGE_CALLBACK_CONTRACT).sort());
  });

  it('sends only session fields the contract knows, and all of them', () => {
    const start = source.search(/func? sendLogin\(\)/);
    const session = source.slice(start, source.indexOf('callPage("ucOnLogin"', start));
    const fields = new Set([...session.matchAll(field)].map((m) => m[1]));
    expect([...fields].filter((f) => !(f in SESSION_FIELD_CONTRACT))).toEqual([]);
    expect(Object.keys(SESSION_FIELD_CONTRACT).filter((f) => !fields.has(f))).toEqual([]);
  });

  it('registers the entry point under the contract’s name', () => {
    expect(source).toMatch(entry);
  });
});
