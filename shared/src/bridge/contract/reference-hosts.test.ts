// docs/android-host.md and docs/ios-host.md name exactly the contract's methods and callbacks, under the contract's
// entry-point names, and keep the bridge to the user center's own origin (the contract's trust rule), so a native
// team copying them starts from a conforming host.
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

/** The body of the first function whose declaration matches `head`: up to the closing brace at its own indent. */
function body(source: string, head: RegExp): string {
  const m = head.exec(source);
  if (!m) return '';
  const lineStart = source.lastIndexOf('\n', m.index) + 1;
  const indent = /^\s*/.exec(source.slice(lineStart))![0];
  const end = source.indexOf(`\n${indent}}`, m.index);
  return source.slice(m.index, end === -1 ? undefined : end);
}

/** True when `guard` matches in `text` before `action` does (and both do). */
function before(text: string, guard: RegExp, action: RegExp): boolean {
  const g = text.search(guard);
  const a = text.search(action);
  return g !== -1 && a !== -1 && g < a;
}

const HOSTS = [
  {
    file: 'android-host.md', caseLine: /^\s*((?:"\w+",?\s*)+)->/, field: /\.put\("(\w+)"/g,
    entry: /WebViewCompat\.addWebMessageListener\(\s*webView,\s*"UCNativeBridge",/,
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

  it('calls only the contract’s page callbacks, and all of them appear', () => {
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

  it('tells the page the session ended (ucOnLogout) on a game logout and on an account switch', () => {
    const listener = body(source, /func? onSessionChanged\(/);
    expect(listener).toMatch(/callPage\("ucOnLogout"/);
    expect(listener).toMatch(/LOGGED_OUT|\.loggedOut/);
    expect(listener).toMatch(/SWITCHED|\.switched/);
    // The switch's new player comes after the page has forgotten the old one.
    expect(before(listener, /callPage\("ucOnLogout"/, /sendLogin\(\)/)).toBe(true);
  });

  it('calls the page only while the main frame is at the user center’s origin', () => {
    const callPage = body(source, /func? callPage\(/);
    expect(before(callPage, /isUserCenter\((Uri\.parse\()?webView\.url/, /evaluateJavaScript|evaluateJavascript/i)).toBe(true);
    expect(body(source, /func? sendLogin\(\)/)).toMatch(/callPage\("ucOnLogin"/);
  });

  it('opens openUrl outside, https only, and catches a failed launch', () => {
    expect(source).toMatch(/"openUrl"\s*(->|:)[^\n]*openOutside\(/);
    const open = body(source, /func? openOutside\(/);
    expect(before(open, /"https"/, /launchUrl|SFSafariViewController\(/)).toBe(true);
    expect(open).toMatch(/catch \(e: ActivityNotFoundException\)|presentedViewController == nil/);
  });
});

describe('android-host.md: the bridge belongs to the user center’s origin', () => {
  const source = code('android-host.md');

  it('injects UCNativeBridge with addWebMessageListener for the user center’s origin only, never addJavascriptInterface', () => {
    expect(source).not.toMatch(/addJavascriptInterface|@JavascriptInterface/);
    const call = /WebViewCompat\.addWebMessageListener\(\s*webView,\s*"UCNativeBridge",\s*setOf\((\w+)\)/.exec(source);
    expect(call).not.toBeNull();
    const rule = new RegExp(`val ${call![1]} = "([^"]+)"`).exec(source);
    expect(rule?.[1]).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?$/); // one https origin: no "*", no path
    expect(source).toMatch(/WebViewFeature\.isFeatureSupported\(WebViewFeature\.WEB_MESSAGE_LISTENER\)/);
  });

  it('acts only on the main frame at the user center’s origin, checked before any method is handled', () => {
    const listener = body(source, /override fun onPostMessage\(/);
    expect(listener).toMatch(/isMainFrame: Boolean/);
    expect(listener).toMatch(/sourceOrigin: Uri/);
    expect(before(listener, /!isMainFrame \|\| !isUserCenter\(sourceOrigin\)/, /handle\(/)).toBe(true);
  });

  it('keeps the view on the user center: other https pages to Custom Tabs, other schemes refused', () => {
    const nav = body(source, /override fun shouldOverrideUrlLoading\(view: WebView, request: WebResourceRequest\)/);
    expect(before(nav, /isUserCenter\(request\.url\)\) return false/, /openOutside\(request\.url\)/)).toBe(true);
    expect(nav).toMatch(/return true/);
    expect(source).toMatch(/webViewClient = /);
  });
});

describe('ios-host.md: the bridge belongs to the user center’s origin', () => {
  const source = code('ios-host.md');

  it('acts only on messages from the main frame at the user center’s origin, checked before the switch', () => {
    const handler = body(source, /func userContentController\(/);
    expect(before(handler, /message\.frameInfo\.isMainFrame/, /switch method/)).toBe(true);
    expect(before(handler, /isUserCenter\(message\.frameInfo\.securityOrigin\)/, /switch method/)).toBe(true);
  });

  it('keeps the view on the user center: other https pages to SFSafariViewController, other schemes refused', () => {
    const nav = body(source, /func webView\(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction/);
    expect(before(nav, /isUserCenter\(target\)/, /openOutside\(target\)/)).toBe(true);
    expect(nav).toMatch(/decisionHandler\(\.cancel\)/);
    expect(source).toMatch(/navigationDelegate = self/);
  });
});
