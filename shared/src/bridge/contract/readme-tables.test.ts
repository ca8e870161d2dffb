// The README's bridge tables are the contract's, word for word. UPDATE_README=1 rewrites them from the contract.
import fs from 'fs';
import path from 'path';
import { README_TABLES } from './readme-tables';

const README = path.resolve(__dirname, '../../../../README.md');

const block = (name: string) => new RegExp(`(<!-- contract:${name} -->\\n)([\\s\\S]*?)(<!-- /contract:${name} -->)`);

if (process.env.UPDATE_README === '1') {
  let text = fs.readFileSync(README, 'utf8');
  for (const [name, render] of Object.entries(README_TABLES)) text = text.replace(block(name), (_m, a, _b, c) => `${a}${render()}\n${c}`);
  fs.writeFileSync(README, text);
}

it.each(Object.keys(README_TABLES))('README table %s matches the bridge contract', (name) => {
  const match = fs.readFileSync(README, 'utf8').match(block(name));
  expect(match).not.toBeNull();
  expect(match![2]).toBe(`${README_TABLES[name]()}\n`);
});
