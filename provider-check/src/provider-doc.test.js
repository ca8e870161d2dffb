// docs/provider.md holds to the contract: its worked example decrypts with the example key to the payload it shows,
// and its table names every call of the contract document with its method and path.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { decryptQ } = require('@uc/provider-stand-in/src/crypto/decrypt-q');
const { calls, requestFields, validateRequest } = require('./contract');

const DOC = fs.readFileSync(path.join(__dirname, '../../docs/provider.md'), 'utf8');
const KEY = crypto.createPrivateKey(fs.readFileSync(path.join(__dirname, '../contract/example-key.pem')));

/** The first fenced block of `lang` after the line that starts with `after`. */
function blockAfter(after, lang) {
  const from = DOC.indexOf(`\n${after}`);
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(DOC.slice(from));
  if (from < 0 || !match) throw new Error(`no ${lang} block after "${after}"`);
  return match[1];
}

describe('the worked example', () => {
  const payload = JSON.parse(blockAfter('The payload', 'json'));
  const q = blockAfter('Its `q`', 'text');

  it('shows the example key’s public key as the SDK sends it', () => {
    const shown = blockAfter('the DER SubjectPublicKeyInfo', 'text');
    expect(shown).toBe(crypto.createPublicKey(KEY).export({ type: 'spki', format: 'der' }).toString('base64'));
  });

  it('decrypts, block by block, to the payload it shows', () => {
    expect(Buffer.from(q, 'base64')).toHaveLength(2 * 128);
    expect(decryptQ(q, KEY, 128)).toEqual(payload);
  });

  it('is a forget reset with a proof, exactly as the contract has it', () => {
    expect(Object.keys(payload).sort()).toEqual(requestFields('forget-reset', { extensions: ['proof'] }));
    expect(validateRequest('forget-reset', payload, { extensions: ['proof'] })).toEqual([]);
  });
});

test('the table names every call of the contract, with its method and path', () => {
  const missing = calls().filter((c) => {
    const where = `${c.method} ${c.service === 'ticket' ? '{ticketApiBase}' : ''}${c.path}`;
    return !DOC.split('\n').some((line) => line.startsWith(`| ${c.call} |`) && line.includes(` ${where} |`));
  });
  expect(missing.map((c) => c.id)).toEqual([]);
});

test('the error numbers of SPEC §8 and ARCHITECTURE §8 are explained', () => {
  for (const code of ['1345', '1401', '1429']) expect(DOC).toMatch(new RegExp(`^\\| \`${code}\` \\|`, 'm'));
});
