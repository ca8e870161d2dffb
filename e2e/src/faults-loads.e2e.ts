// Provider faults on every page that calls it (loads): each row × each kind (SPEC §8 text, no overlay left, nothing the
// player typed lost, and the action works once the provider answers again; a 10 s slow answer shows the overlay, then
// the result).
import { useE2eSuite } from './support/suite';
import { FAULT_KINDS, runFaultCase } from './support/faults-harness';
import { LOAD_ROWS } from './support/faults-load-rows';

const suite = useE2eSuite();
const ONLY = process.env.UC_FAULT_KINDS ? process.env.UC_FAULT_KINDS.split(',') : FAULT_KINDS;

describe.each(LOAD_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
  test.each(FAULT_KINDS.filter((k) => ONLY.includes(k)))('%s', (kind) => runFaultCase(suite, row, kind), 60000);
});
