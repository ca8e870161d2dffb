// bridge-contract.json: the contract as a JSON Schema (2020-12) document that native teams validate against in their
// own tests. Shipped in the host's dist/ (build-config/bridge-contract-plugin.js) and generated from bridge-contract.ts.
import {
  BRIDGE_CONTRACT_VERSION, BRIDGE_TRUST_RULE, MAX_LIST_ITEMS, NATIVE_METHOD_CONTRACT, PAGE_CALLBACK_CONTRACT, REPORT_CODE_CONTRACT,
  SESSION_FIELD_CONTRACT, type NativeMethod, type SessionFieldName,
} from './bridge-contract';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const scalarTypes = (accepts: readonly string[]) => accepts.filter((t) => t !== 'array');

function sessionFieldSchema(name: SessionFieldName): Json {
  const field = SESSION_FIELD_CONTRACT[name];
  const accepts = field.accepts as readonly string[];
  const options: Json[] = scalarTypes(accepts).map((t): Json => (t === 'string' ? { type: 'string', maxLength: field.maxLength } : { type: t }));
  if (accepts.includes('array')) {
    options.push({ type: 'array', maxItems: MAX_LIST_ITEMS, items: { type: ['string', 'number', 'boolean'] } });
  }
  options.push({ type: 'null' });
  return { description: field.summary, anyOf: options };
}

function sessionPayloadSchema(): Json {
  const names = Object.keys(SESSION_FIELD_CONTRACT) as SessionFieldName[];
  return {
    description: 'ucOnLogin payload (the object, or its JSON text). Unknown fields are ignored. Empty token or open_id: a logged-out player.',
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, sessionFieldSchema(n)])),
    additionalProperties: true,
  };
}

function methodMessageSchema(method: NativeMethod): Json {
  const { summary, payload } = NATIVE_METHOD_CONTRACT[method];
  const isNull = 'type' in payload && payload.type === 'null';
  return {
    description: summary,
    type: 'object',
    properties: { method: { const: method }, payload: isNull ? { not: {} } : (payload as unknown as Json) },
    required: isNull ? ['method'] : ['method', 'payload'],
  };
}

/** The whole contract as one JSON Schema document. */
export function bridgeContractJsonSchema(): { [key: string]: Json } {
  const methods = Object.keys(NATIVE_METHOD_CONTRACT) as NativeMethod[];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'bridge-contract.json',
    title: 'Player Center native bridge contract',
    'x-version': BRIDGE_CONTRACT_VERSION,
    'x-trust-rule': BRIDGE_TRUST_RULE,
    description: 'Validate a page → native message against #/$defs/pageToNative, a ucOnLogin payload against #/$defs/sessionPayload.',
    $defs: {
      pageToNative: { oneOf: methods.map((m) => ({ $ref: `#/$defs/method_${m}` })) },
      ...Object.fromEntries(methods.map((m) => [`method_${m}`, methodMessageSchema(m)])),
      sessionPayload: sessionPayloadSchema(),
      reportCode: {
        description: 'report codes the page sends',
        enum: Object.keys(REPORT_CODE_CONTRACT).map((c) => (/^\d+$/.test(c) ? Number(c) : c)),
      },
      callbacks: {
        description: 'native → page: window functions (or the postMessage form for a framing parent)',
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(PAGE_CALLBACK_CONTRACT).map(([name, c]) => [
            name,
            {
              description: `${c.summary} Returns: ${c.returns}.`,
              type: 'array',
              ...(c.args.length
                ? { prefixItems: c.args.map((a) => ({ title: a.name, ...(a.schema as unknown as { [key: string]: Json }) })) }
                : {}),
              minItems: c.args.length,
              maxItems: c.args.length,
            },
          ]),
        ),
      },
    },
  };
}
