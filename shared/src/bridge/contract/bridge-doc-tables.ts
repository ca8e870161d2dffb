// docs/bridge.md's contract tables, rendered from the contract; bridge-doc-tables.test.ts fails when the doc differs
// (UPDATE_BRIDGE_DOC=1 rewrites the marked blocks).
import {
  NATIVE_METHOD_CONTRACT, PAGE_CALLBACK_CONTRACT, REPORT_CODE_CONTRACT, SESSION_FIELD_CONTRACT, type NativeMethod,
} from './bridge-contract';
import type { Schema } from './schema-types';

const cell = (s: string) => s.replace(/\|/g, '\\|');

function payloadText(payload: Schema): string {
  if ('type' in payload && payload.type === 'null') return '—';
  if (!('type' in payload) || payload.type !== 'object') return '';
  const required = new Set<string>(payload.required ?? []);
  const fields = Object.keys(payload.properties).map((k) => `\`${k}\`${required.has(k) ? '' : '?'}`);
  return `{ ${fields.join(', ')} }`;
}

export function methodsTable(): string {
  const rows = (Object.keys(NATIVE_METHOD_CONTRACT) as NativeMethod[]).map((m) => {
    const { summary, payload } = NATIVE_METHOD_CONTRACT[m];
    return `| \`${m}\` | ${cell(payloadText(payload))} | ${cell(summary)} |`;
  });
  return ['| method | payload (`?` optional) | meaning |', '|---|---|---|', ...rows].join('\n');
}

export function callbacksTable(): string {
  const rows = Object.entries(PAGE_CALLBACK_CONTRACT).map(
    ([name, c]) => `| \`window.${name}(${c.args.map((a) => a.name).join(', ')})\` | ${cell(c.summary)} | ${cell(c.returns)} |`,
  );
  return ['| callback | meaning | returns |', '|---|---|---|', ...rows].join('\n');
}

export function sessionFieldsTable(): string {
  const rows = Object.entries(SESSION_FIELD_CONTRACT).map(([name, f]) => {
    const accepts = (f.accepts as readonly string[]).join(', ');
    const optional = 'optional' in f ? ' (optional)' : '';
    return `| \`${name}\`${optional} | ${accepts} | ${f.maxLength} | ${cell(f.summary)} |`;
  });
  return ['| field | accepted | max length | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

export function reportCodesTable(): string {
  const rows = Object.entries(REPORT_CODE_CONTRACT).map(([code, meaning]) => `| \`${code}\` | ${cell(meaning)} |`);
  return ['| code | when, and its fields |', '|---|---|', ...rows].join('\n');
}

/** Marker name → table; docs/bridge.md holds each between `<!-- contract:NAME -->` and `<!-- /contract:NAME -->`. */
export const BRIDGE_DOC_TABLES: Record<string, () => string> = {
  methods: methodsTable,
  callbacks: callbacksTable,
  'session-fields': sessionFieldsTable,
  'report-codes': reportCodesTable,
};
