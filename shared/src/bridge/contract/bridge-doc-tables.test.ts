// docs/bridge.md's contract tables are the contract's, word for word. UPDATE_BRIDGE_DOC=1 rewrites them from the contract.
import fs from 'fs';
import path from 'path';
import { BRIDGE_DOC_TABLES } from './bridge-doc-tables';

const BRIDGE_DOC = path.resolve(__dirname, '../../../../docs/bridge.md');

const block = (name: string) => new RegExp(`(<!-- contract:${name} -->\\n)([\\s\\S]*?)(<!-- /contract:${name} -->)`);

if (process.env.UPDATE_BRIDGE_DOC === '1') {
  let text = fs.readFileSync(BRIDGE_DOC, 'utf8');
  for (const [name, render] of Object.entries(BRIDGE_DOC_TABLES)) text = text.replace(block(name), (_m, a, _b, c) => `${a}${render()}\n${c}`);
  fs.writeFileSync(BRIDGE_DOC, text);
}

it.each(Object.keys(BRIDGE_DOC_TABLES))('docs/bridge.md table %s matches the bridge contract', (name) => {
  const match = fs.readFileSync(BRIDGE_DOC, 'utf8').match(block(name));
  expect(match).not.toBeNull();
  expect(match![2]).toBe(`${BRIDGE_DOC_TABLES[name]()}\n`);
});
