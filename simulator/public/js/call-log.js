// The live log: every page → native call, every native → page message and the simulator's own notes, newest first.

const MAX_ENTRIES = 500;
const MAX_BODY_CHARS = 20000;
const PREVIEW_CHARS = 90;

const TAGS = { call: 'page → native', sent: 'native → page', note: 'simulator' };

function clock(time) {
  const d = new Date(time);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function pretty(value) {
  if (value === undefined) return '(no payload)';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Native → page arguments: a JSON string argument is shown parsed, since that is what the page will read. */
export function formatArgs(args) {
  if (!Array.isArray(args)) return pretty(args);
  if (args.length === 0) return '(no arguments)';
  return args
    .map((arg, i) => {
      if (typeof arg === 'string') {
        try {
          const parsed = JSON.parse(arg);
          if (parsed && typeof parsed === 'object') return `args[${i}] (JSON string):\n${pretty(parsed)}`;
        } catch {
          /* shown raw below */
        }
        return `args[${i}] (string): ${arg}`;
      }
      return `args[${i}]: ${pretty(arg)}`;
    })
    .join('\n');
}

function compact(value) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One-line form of native → page arguments, JSON strings unwrapped so the preview reads like the session. */
function previewArgs(args) {
  if (!Array.isArray(args)) return compact(args);
  const shown = args.map((arg) => {
    if (typeof arg !== 'string') return arg;
    try {
      const parsed = JSON.parse(arg);
      return parsed && typeof parsed === 'object' ? parsed : arg;
    } catch {
      return arg;
    }
  });
  return compact(shown).slice(1, -1) || '(no arguments)';
}

function oneLine(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
}

/**
 * @param {{ list: HTMLOListElement, empty: HTMLElement, count: HTMLElement, filter: HTMLInputElement }} el
 */
export function createCallLog(el) {
  let callCount = 0;

  function matches(item) {
    const needle = el.filter.value.trim().toLowerCase();
    return needle === '' || item.dataset.search.includes(needle);
  }

  function refresh() {
    let shown = 0;
    for (const item of el.list.children) {
      item.hidden = !matches(item);
      if (!item.hidden) shown += 1;
    }
    const total = el.list.children.length;
    const filtering = el.filter.value.trim() !== '';
    el.count.textContent = `${callCount} ${callCount === 1 ? 'call' : 'calls'}${filtering ? ` · ${shown} of ${total} shown` : ''}`;
    el.empty.hidden = shown > 0;
    el.empty.textContent = total === 0 ? 'No native calls yet.' : 'Nothing matches the filter.';
  }

  function add(kind, method, body, { level = 'info', flag = '', summaryText = body } = {}) {
    const time = Date.now();
    const text = body.length > MAX_BODY_CHARS ? `${body.slice(0, MAX_BODY_CHARS)}\n… (${body.length - MAX_BODY_CHARS} more characters)` : body;

    const item = document.createElement('li');
    item.className = `log-entry log-${kind} log-${level}`;
    item.dataset.search = `${method} ${TAGS[kind]} ${flag} ${summaryText} ${body}`.toLowerCase();

    const details = document.createElement('details');
    const summary = document.createElement('summary');
    const timeEl = document.createElement('time');
    timeEl.dateTime = new Date(time).toISOString();
    timeEl.textContent = clock(time);
    const tag = document.createElement('span');
    tag.className = 'log-tag';
    tag.textContent = TAGS[kind];
    const name = document.createElement('span');
    name.className = 'log-method';
    name.textContent = method;
    summary.append(timeEl, tag, name);
    if (flag) {
      const flagEl = document.createElement('span');
      flagEl.className = 'log-flag';
      flagEl.textContent = flag;
      summary.append(flagEl);
    }
    const preview = document.createElement('span');
    preview.className = 'log-preview';
    preview.textContent = oneLine(summaryText);
    summary.append(preview);

    const pre = document.createElement('pre');
    pre.textContent = text;
    details.append(summary, pre);
    item.append(details);

    el.list.prepend(item);
    while (el.list.children.length > MAX_ENTRIES) el.list.lastElementChild.remove();
    if (kind === 'call') callCount += 1;
    refresh();
  }

  el.filter.addEventListener('input', refresh);
  refresh();

  return {
    call(method, payload, flag) {
      add('call', method, pretty(payload), { flag, summaryText: payload === undefined ? '(no payload)' : compact(payload) });
    },
    sent(callback, args, flag) {
      add('sent', callback, formatArgs(args), { flag, summaryText: previewArgs(args) });
    },
    note(message, detail = '', level = 'info') {
      add('note', message, detail, { level });
    },
    clear() {
      el.list.replaceChildren();
      callCount = 0;
      refresh();
    },
  };
}
