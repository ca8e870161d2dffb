// The provider contract (contract/provider-api.openapi.json) as functions: which calls exist in which extension mode,
// the fields each sends inside q, and whether an answer has the contract's shape (ajv, JSON Schema 2020-12).
const Ajv2020 = require('ajv/dist/2020');
const DOCUMENT = require('../contract/provider-api.openapi.json');

const DOC_ID = 'provider-api';
/** ARCHITECTURE §8's extensions, in the order a call's per-mode schema is picked (the last listed one that it has). */
const EXTENSIONS = ['proof', 'webAccount', 'dataExport'];
const METHODS = ['get', 'post', 'delete'];

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(DOCUMENT, DOC_ID);

/**
 * @typedef {{ id: string, call: string, method: string, path: string, operationId: string,
 *   extension: string | null, service: 'provider' | 'ticket', modes: string[] }} CallInfo
 * @typedef {{ extensions?: readonly string[] }} ModeOptions
 */

function collectCalls() {
  /** @type {Map<string, CallInfo & { raw: any }>} */
  const byId = new Map();
  for (const [path, item] of Object.entries(DOCUMENT.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const raw of op['x-calls']) {
        const payloads = raw['x-q-payload'] ?? raw['x-body'];
        byId.set(raw.id, {
          id: raw.id,
          call: raw.call,
          method: method.toUpperCase(),
          path: path.replace(/^\//, ''),
          operationId: op.operationId,
          extension: raw.extension ?? null,
          service: raw.service === 'ticket' ? 'ticket' : 'provider',
          modes: [...new Set([...Object.keys(payloads), ...Object.keys(raw['x-answer'])])],
          raw,
        });
      }
    }
  }
  return byId;
}

const CALLS = collectCalls();

function callById(id) {
  const found = CALLS.get(id);
  if (!found) throw new Error(`The contract has no call "${id}"`);
  return found;
}

function listed(options) {
  const list = options?.extensions ?? [];
  for (const name of list) if (!EXTENSIONS.includes(name)) throw new Error(`Unknown extension "${name}" (known: ${EXTENSIONS.join(', ')})`);
  return list;
}

/** Of a per-mode table, the key that applies: the last of EXTENSIONS listed and present, else 'spec'; null when neither. */
function pick(keys, list) {
  const picked = [...EXTENSIONS].reverse().find((name) => list.includes(name) && keys.includes(name));
  if (picked) return picked;
  return keys.includes('spec') ? 'spec' : null;
}

/** The call's mode with these extensions (the most specific it has), or null when the call does not exist there. */
function modeOf(id, options) {
  const list = listed(options);
  const { modes, extension } = callById(id);
  if (extension && !list.includes(extension)) return null;
  return pick(modes, list);
}

/** The schema of a per-mode table (x-q-payload, x-body, x-answer) that applies with these extensions. */
function schemaFor(id, table, options) {
  if (!modeOf(id, options)) throw new Error(`"${id}" exists only with the ${callById(id).extension} extension`);
  const key = pick(Object.keys(table), listed(options));
  return { key, schema: table[key] };
}

/** Every call (no options), or those a provider with these extensions has. @returns {CallInfo[]} */
function calls(options) {
  const all = [...CALLS.values()].map(({ raw: _raw, ...info }) => info);
  if (options === undefined) return all;
  return all.filter((c) => modeOf(c.id, options) !== null);
}

function requestTable(id) {
  const { raw } = callById(id);
  return raw['x-q-payload'] ?? raw['x-body'];
}

function resolve(schema) {
  if (!schema || !schema.$ref) return schema;
  const pointer = schema.$ref.replace(/^#\//, '').split('/');
  return resolve(pointer.reduce((node, key) => node[key], DOCUMENT));
}

/** The JSON Schema of what the call sends (q for provider calls, the body or query for the ticket service). */
function requestSchema(id, options) {
  return resolve(schemaFor(id, requestTable(id), options).schema);
}

function propertyNames(schema, into = new Set()) {
  const s = resolve(schema);
  for (const name of Object.keys(s.properties ?? {})) into.add(name);
  for (const part of s.allOf ?? []) propertyNames(part, into);
  return into;
}

/** The names of the fields the call sends in these extension modes (base fields included), sorted. */
function requestFields(id, options) {
  return [...propertyNames(requestSchema(id, options))].sort();
}

/** True when the call may carry more fields than it names (the third-party binds carry the game login's own). */
function requestIsOpen(id, options) {
  const s = requestSchema(id, options);
  return s.unevaluatedProperties !== false && s.additionalProperties !== false;
}

function messages(validate, label) {
  return (validate.errors ?? []).map((e) => `${label}${e.instancePath || ''} ${e.message}${e.params?.unevaluatedProperty ? ` (${e.params.unevaluatedProperty})` : ''}`);
}

function validatorFor(schema) {
  return ajv.compile({ $ref: `${DOC_ID}${schema.$ref}` });
}

const validators = new Map();
function cached(key, make) {
  if (!validators.has(key)) validators.set(key, make());
  return validators.get(key);
}

/** Messages for a sent payload that is not the contract's ([] = it is). */
function validateRequest(id, payload, options) {
  const { key, schema } = schemaFor(id, requestTable(id), options);
  const validate = cached(`req ${id} ${key}`, () => validatorFor(schema));
  return validate(payload) ? [] : messages(validate, 'request');
}

function isProviderFailure(body) {
  return Boolean(body) && typeof body === 'object' && !Array.isArray(body) && 'status' in body && body.status !== 'ok';
}

/**
 * Messages for an answer that is not the contract's ([] = it is): a success must have the call's fields and types
 * (x-answer of the mode), a failure the failure shape (status not 'ok', error, error_msg / errorMsg).
 */
function validateAnswer(id, body, options) {
  const { key, schema } = schemaFor(id, callById(id).raw['x-answer'], options);
  const { service } = callById(id);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return ['answer is not a JSON object'];
  const failed = service === 'ticket' ? body.ret_code !== '000000' : isProviderFailure(body);
  if (failed) {
    const name = service === 'ticket' ? 'TicketFailure' : 'Failure';
    const validate = cached(name, () => validatorFor({ $ref: `#/components/schemas/${name}` }));
    return validate(body) ? [] : messages(validate, 'failure');
  }
  const validate = cached(`ans ${id} ${key}`, () => validatorFor(schema));
  return validate(body) ? [] : messages(validate, 'answer');
}

/** Messages for a body that is not the failure shape ([] = it is): what a request that must fail answers. */
function validateFailure(body) {
  if (!isProviderFailure(body)) return ['answer is not a failure (status is missing or "ok")'];
  const validate = cached('Failure', () => validatorFor({ $ref: '#/components/schemas/Failure' }));
  return validate(body) ? [] : messages(validate, 'failure');
}

/** The error numbers the contract names ({ code: { meaning, source, page? } }). */
function errorNumbers() {
  return DOCUMENT['x-error-numbers'];
}

module.exports = {
  DOCUMENT,
  EXTENSIONS,
  calls,
  modeOf,
  requestSchema,
  requestFields,
  requestIsOpen,
  validateRequest,
  validateAnswer,
  validateFailure,
  isProviderFailure,
  errorNumbers,
};
