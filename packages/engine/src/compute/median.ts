/**
 * Median of `values`, reordering the array in place; null when empty. Quickselect is O(n) where
 * a sort is O(n log n); after too many rounds it falls back to sorting, so no input (a crafted
 * file included) can make it quadratic.
 */
export function medianInPlace(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  const k = n >> 1;
  selectInPlace(values, k);
  const upper = values[k] as number;
  if (n % 2 === 1) return upper;
  // After selection everything left of k is <= values[k]; the lower middle is their maximum.
  let lower = -Infinity;
  for (let i = 0; i < k; i++) if ((values[i] as number) > lower) lower = values[i] as number;
  return (lower + upper) / 2;
}

/**
 * Puts the k-th smallest value (0-based) at `a[k]`, the values before it no larger and the
 * values after it no smaller; in place, O(n), never quadratic. No NaN in `a`.
 */
export function selectInPlace(a: Float64Array, k: number): void {
  let left = 0;
  let right = a.length - 1;
  let budget = 2 * Math.ceil(Math.log2(a.length + 1)) + 8;
  while (right > left) {
    if (budget-- === 0) {
      a.subarray(left, right + 1).sort();
      return;
    }
    const pivot = medianOfThree(
      a[left] as number,
      a[(left + right) >> 1] as number,
      a[right] as number,
    );
    let i = left;
    let j = right;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

function medianOfThree(x: number, y: number, z: number): number {
  return x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
}
