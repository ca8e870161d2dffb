// The grid must always end on a full row of three.
import { padToMultipleOfThree } from './pad-to-multiple-of-three';

test.each([
  [0, 0, 0],
  [1, 3, 2],
  [2, 3, 1],
  [3, 3, 0],
  [4, 6, 2],
  [5, 6, 1],
  [6, 6, 0],
  [7, 9, 2],
])('%i types → %i cells with %i blanks', (count, cells, blanks) => {
  const items = Array.from({ length: count }, (_, i) => `type-${i}`);
  const padded = padToMultipleOfThree(items);
  expect(padded).toHaveLength(cells);
  expect(padded.filter((c) => c === null)).toHaveLength(blanks);
  expect(padded.slice(0, count)).toEqual(items);
});
