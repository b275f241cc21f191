/**
 * The index of the first of the ascending `items` whose key is at least `from` (binary search); the key
 * is the item itself unless `keyOf` says otherwise (a token's start, a match's first token).
 */
export const firstAtOrAfter = <T = number>(
  items: readonly T[],
  from: number,
  keyOf: (item: T) => number = (item) => item as unknown as number,
) => {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keyOf(items[middle] as T) < from) low = middle + 1;
    else high = middle;
  }
  return low;
};
