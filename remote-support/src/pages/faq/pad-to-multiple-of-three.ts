// SPEC §9: the FAQ grid has 3 columns and its last row is filled with blank cells.
export function padToMultipleOfThree<T>(items: readonly T[]): Array<T | null> {
  const blanks = (3 - (items.length % 3)) % 3;
  return [...items, ...Array<null>(blanks).fill(null)];
}
