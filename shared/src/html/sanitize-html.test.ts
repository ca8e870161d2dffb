// The usual XSS vectors must come out inert; ordinary message formatting must survive.
import { sanitizeHtml, stripReportingMarkup } from './sanitize-html';

// Parsed in an inert document: tests never write HTML into the live page either.
function parse(html: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(`<div>${sanitizeHtml(html)}</div>`, 'text/html');
  return document.adoptNode(parsed.body.firstElementChild as HTMLElement); // detached: owned by this document, not shown
}

function expectNothingActive(box: HTMLElement) {
  expect(box.querySelector('script, style, iframe, frame, object, embed, form, input, button, svg, math, base, link, meta')).toBeNull();
  for (const el of Array.from(box.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on/i);
      expect(['style', 'srcdoc', 'action', 'formaction', 'target', 'srcset', 'class', 'id']).not.toContain(attr.name);
      expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
    }
  }
}

describe('sanitizeHtml', () => {
  it.each([
    ['script tag', '<p>hi</p><script>window.__xss=1</script>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>'],
    ['img onerror', '<img src="x" onerror="window.__xss=1">'],
    ['img onerror without quotes', '<IMG SRC=x OnErRoR=alert(1)>'],
    ['svg onload', '<svg onload="window.__xss=1"><circle r="1"/></svg>'],
    ['svg script', '<svg><script>alert(1)</script></svg>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['hex-entity javascript: link', '<a href="jav&#x61;script&colon;alert(1)">x</a>'],
    ['tab-split javascript: link', '<a href="java\tscript:alert(1)">x</a>'],
    ['leading-space javascript: link', '<a href="  javascript:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['frameset', '<frameset><frame src="https://evil.example"></frameset>'],
    ['object / embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['style attribute expression', '<div style="width: expression(alert(1))">x</div>'],
    ['style background url', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['style element', '<style>body{display:none}</style><p>x</p>'],
    ['form action', '<form action="https://evil.example"><input name="pw"><button>Go</button></form>'],
    ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
    ['link target=_blank', '<a href="https://ok.example" target="_blank">x</a>'],
    ['base href', '<base href="https://evil.example/">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['details ontoggle', '<details open ontoggle=alert(1)>'],
    ['body onload', '<body onload=alert(1)>'],
    ['srcset', '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">'],
    ['id / class clobbering', '<img id="location" class="uc-dialog" name="cookie" src="https://ok.example/a.png">'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ])('neutralises %s', (_name, html) => {
    const box = parse(html);
    expectNothingActive(box);
  });

  it('keeps the text of removed containers but drops script and style contents', () => {
    expect(sanitizeHtml('<form>Hello <b>there</b></form><script>evil()</script><style>p{}</style>')).toBe(
      'Hello <b>there</b>',
    );
  });

  it('keeps ordinary formatting, lists, tables and images', () => {
    const html =
      '<h3>Title</h3><p>Hi <b>bold</b> <i>it</i> <u>u</u><br>line</p><ul><li>a</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="https://cdn.example/a.png" alt="pic">';
    const box = parse(html);
    expect(box.querySelector('h3')).toHaveTextContent('Title');
    expect(box.querySelector('li')).toHaveTextContent('a');
    expect(box.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(box.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(box.querySelector('img')).toHaveAttribute('alt', 'pic');
  });

  it('keeps http(s), mailto and in-app links and adds rel="noopener noreferrer"', () => {
    const box = parse(
      '<a href="https://game.example/event">web</a><a href="mailto:help@example.com">mail</a><a href="#/faq">faq</a>',
    );
    const links = Array.from(box.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://game.example/event', 'mailto:help@example.com', '#/faq']);
    for (const a of links) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the text of a link whose href was refused', () => {
    const box = parse('<a href="javascript:alert(1)">click me</a>');
    expect(box).toHaveTextContent('click me');
    expect(box.querySelector('a')).not.toHaveAttribute('href');
  });

  it('returns an empty string for anything that is not a non-empty string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('leaves plain text as text (entities stay escaped)', () => {
    expect(sanitizeHtml('a < b & c')).toBe('a &lt; b &amp; c');
  });
});

describe('stripReportingMarkup (no false CSP reports from the parser)', () => {
  it.each([
    ['<img src=x onerror="a()">', '<img src=x >'],
    ['<img src="x"onerror=a()>', '<img src="x">'],
    ['<img/onerror=a() src=x>', '<img/ src=x>'],
    ["<svg OnLoad='a()'></svg>", '<svg ></svg>'],
    ['<p style="color:red" title="t">x</p>', '<p  title="t">x</p>'],
    ['a<style>p{color:red}</style>b', 'ab'],
    ['a<STYLE >p{}', 'a'],
  ])('%s → %s', (raw, stripped) => {
    expect(stripReportingMarkup(raw)).toBe(stripped);
  });

  it('leaves text and ordinary markup alone', () => {
    const html = '<p>Tap on the button; style matters. onion=3</p><stylish-tag>x</stylish-tag><a href="https://a.example/?on=1">l</a>';
    expect(stripReportingMarkup(html)).toBe(html);
  });

  it('never makes sanitizing weaker: the stripped vectors still come out inert', () => {
    for (const raw of ['<img src=x onerror=onerror=alert(1)>', '<a href="java onx=1 script:alert(1)">l</a>', '<p style="x" onclick="y"style=z>t</p>']) {
      expectNothingActive(parse(raw));
    }
  });
});
