// Hostile inputs for the security suites: generated ucOnLogin payloads and the common XSS vectors, each of which
// sets the canary window.__xss when it runs.

/** Seeded PRNG (mulberry32): the same corpus on every run, so a failure is reproducible by index. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Script, event handlers, javascript:/data: links, frames, srcdoc, style tricks and entity-encoded variants. */
export const XSS_VECTORS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC=x ONERROR=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg onload=window.__xss=1>",
  '<svg onload="window.__xss=1"></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"></animate></svg>',
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="  java\tscript:window.__xss=1">tab link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entity link</a>',
  '<a href="&#x6A;avascript&colon;window.__xss=1">hex entity link</a>',
  '<a href="data:text/html,&lt;script&gt;parent.__xss=1&lt;/script&gt;">data link</a>',
  '<img src="data:image/svg+xml,&lt;svg onload=parent.__xss=1&gt;">',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">style url</div>',
  '<style>@import "javascript:window.__xss=1"; body{background:url("javascript:window.__xss=1")}</style>',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '&lt;img src=x onerror=window.__xss=1&gt;',
  '&#60;script&#62;window.__xss=1&#60;/script&#62;',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
];

/** Every vector in one text, with a marker in front that proves the text was shown. */
export function allVectors(marker = 'uc-marker'): string {
  return `<b>${marker}</b>\n${XSS_VECTORS.join('\n')}`;
}

/** A payload for window.ucOnLogin: a JSON string (parsed by the page) or a structured-clone value. */
export type HostilePayload = { json: string } | { value: unknown };

const SESSION_FIELDS = [
  'nick_name', 'role_id', 'role_name', 'token', 'open_id', 'user_id', 'mobile', 'app_id', 'channel', 'public_key',
  'channel_id', 'platform', 'device_id', 'opensdk_version', 'login_types', 'language',
];

const ODD_LANGUAGES = [
  '', 'xx', 'zh_Hant_TW', 'ar_EG', 'he_IL', 'th-TH', 'ZH-cn', 'jp', 'ko_KO', 'in_ID', '../../../etc/passwd', '<script>',
  'en_US\u0000', '🏳️‍🌈', 'null', '__proto__', 'constructor', 'toString', 'x'.repeat(5000), 'en-US;q=0.9,*', 'zh_CN'.repeat(300),
];

/**
 * `count` hostile payloads built from a real session: not JSON, wrong types, missing and empty fields, megabyte
 * strings, __proto__/constructor keys, HTML and script in nickname and role name, odd languages, bad keys.
 */
export function hostileSessions(session: Record<string, unknown>, count: number, seed = 0x5ec0de): HostilePayload[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const field = () => pick(SESSION_FIELDS);
  const wrongValue = () => pick<unknown>([1, 0, -1, 1e308, true, false, null, [], ['a'], {}, { a: 1 }, [session]]);
  const json = JSON.stringify(session);
  const out: HostilePayload[] = [];
  for (let i = 0; i < count; i += 1) {
    const s: Record<string, unknown> = { ...session };
    switch (i % 10) {
      case 0: // not JSON
        out.push({ json: pick([json.slice(0, Math.floor(rnd() * json.length)), '{', 'undefined', '<html></html>', "{'token':'a'}", '\u0000', '', json.replace(/"/g, "'"), `${json},`, `${json}}`]) });
        break;
      case 1: // wrong types, as JSON text or as an object
        for (let n = 1 + Math.floor(rnd() * 3); n > 0; n -= 1) s[field()] = wrongValue();
        out.push(rnd() < 0.5 ? { json: JSON.stringify(s) } : { value: s });
        break;
      case 2: // missing fields
        for (const f of SESSION_FIELDS) if (rnd() < 0.4) delete s[f];
        out.push({ json: JSON.stringify(s) });
        break;
      case 3: // empty fields
        for (const f of SESSION_FIELDS) if (rnd() < 0.3) s[f] = '';
        out.push({ value: s });
        break;
      case 4: // oversized strings: a megabyte now and then, else just over or at the limit
        s[field()] = (i % 40 === 4 ? 'x'.repeat(1024 * 1024) : pick(['y'.repeat(8193), 'z'.repeat(8192), '漢'.repeat(9000)]));
        out.push({ json: JSON.stringify(s) });
        break;
      case 5: // prototype keys at the top and inside fields
        out.push({
          json: json.replace(/^\{/, pick([
            '{"__proto__":{"polluted":1,"token":"proto-token"},',
            '{"constructor":{"prototype":{"polluted":1}},',
            '{"prototype":{"polluted":1},"__proto__":null,',
            '{"nick_name":{"__proto__":{"polluted":1}},',
            '{"__proto__":{"__proto__":{"polluted":1}},"hasOwnProperty":"x","toString":"y",',
          ])),
        });
        break;
      case 6: // HTML and script in nickname and role name (a valid session: it logs in)
        s.nick_name = pick(XSS_VECTORS);
        s.role_name = pick(XSS_VECTORS);
        out.push({ json: JSON.stringify(s) });
        break;
      case 7: // odd languages (valid session)
        s.language = pick(ODD_LANGUAGES);
        out.push({ json: JSON.stringify(s) });
        break;
      case 8: // not an object at all
        out.push(pick<HostilePayload>([
          { value: null }, { value: undefined }, { value: 42 }, { value: true }, { value: [] }, { value: [json] },
          { json: '[]' }, { json: 'null' }, { json: '42' }, { json: '"a string"' }, { json: `[${json}]` }, { value: Number.NaN },
        ]));
        break;
      default: // odd values in the fields the page uses for crypto, platform and login types (valid shapes)
        s[pick(['public_key', 'platform', 'login_types', 'app_id', 'user_id'])] = pick([
          'not a key', '-----BEGIN PUBLIC KEY-----\n!!\n-----END PUBLIC KEY-----', '<svg onload=window.__xss=1>',
          '__proto__,constructor,toString', 'IOS\u0000', '../..', ' ', '\u202e\u200b',
        ]);
        out.push({ json: JSON.stringify(s) });
    }
  }
  return out;
}
