// The log is what an SDK engineer reads: newest first, counted, filterable, and never interpreting page data as HTML.
import { createCallLog, formatArgs } from '../public/js/call-log.js';

function setup() {
  document.body.innerHTML = '<span id="count"></span><input id="filter"><p id="empty"></p><ol id="list"></ol>';
  const el = { list: document.getElementById('list'), empty: document.getElementById('empty'), count: document.getElementById('count'), filter: document.getElementById('filter') };
  return { el, log: createCallLog(el) };
}

describe('call log', () => {
  it('puts the newest entry first and counts only page calls', () => {
    const { el, log } = setup();
    log.call('init', { version: 1 });
    log.sent('ucOnLogin', ['{"token":"t"}']);
    log.call('exit');
    expect([...el.list.querySelectorAll('.log-method')].map((m) => m.textContent)).toEqual(['exit', 'ucOnLogin', 'init']);
    expect(el.count.textContent).toBe('2 calls');
    expect(el.empty.hidden).toBe(true);
  });

  it('filters by method or payload text and clears', () => {
    const { el, log } = setup();
    log.call('bindAccount', { authType: 'Google', callbackId: 'cb-1' });
    log.call('report', { code: 1 });
    el.filter.value = 'google';
    el.filter.dispatchEvent(new Event('input'));
    expect([...el.list.children].filter((li) => !li.hidden)).toHaveLength(1);
    expect(el.count.textContent).toBe('2 calls · 1 of 2 shown');
    log.clear();
    expect(el.list.children).toHaveLength(0);
    expect(el.count.textContent).toBe('0 calls · 0 of 0 shown');
  });

  it('shows page data as text, not markup', () => {
    const { el, log } = setup();
    log.call('<img src=x onerror=alert(1)>', { html: '<b>bold</b>' });
    expect(el.list.querySelector('img, b')).toBeNull();
    expect(el.list.textContent).toContain('<b>bold</b>');
  });

  it('pretty-prints a JSON string argument as the page will read it', () => {
    expect(formatArgs(['{"token":"t"}'])).toBe('args[0] (JSON string):\n{\n  "token": "t"\n}');
    expect(formatArgs(['{broken'])).toBe('args[0] (string): {broken');
    expect(formatArgs([])).toBe('(no arguments)');
  });
});
