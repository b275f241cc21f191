/** The index of the first of the ascending `values` that is at least `from` (binary search). */
export const firstAtOrAfter = (values: readonly number[], from: number) => {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] as number) < from) low = middle + 1;
    else high = middle;
  }
  return low;
};
