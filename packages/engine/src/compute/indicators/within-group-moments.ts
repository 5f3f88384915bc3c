/** X with at most `width` non-zero cells per row: row i's cells are at i·width … i·width + width − 1. */
export type SparseRows = {
  column: Int32Array;
  value: Float64Array;
  width: number;
  columns: number;
};

/**
 * The normal equations of X and y taken as deviations from their means within the rows' groups
 * (Frisch–Waugh–Lovell), without forming the demeaned X: X̃'X̃ = X'X − Σ_g S_g S_g'/n_g and
 * X̃'ỹ = X'y − Σ_g S_g Y_g/n_g, with S_g and Y_g the group's sums. X'X is summed over each row's
 * few non-zero cells, so the work grows with the rows, not with rows × columns². Also each
 * column's overall variation (the size an aliased column is measured against), and the
 * residuals ỹ − X̃β of a solution.
 */
export function withinGroupMoments(
  x: SparseRows,
  y: Float64Array,
  group: Int32Array,
  groups: number,
) {
  const { column, value, width, columns: p } = x;
  const n = group.length;
  const xtx = new Float64Array(p * p);
  const xty = new Float64Array(p);
  const columnSum = new Float64Array(p);
  const groupSum = new Float64Array(groups * p);
  const groupY = new Float64Array(groups);
  const count = new Float64Array(groups);
  for (let i = 0; i < n; i++) {
    const g = group[i] as number;
    const yi = y[i] as number;
    count[g] = (count[g] as number) + 1;
    groupY[g] = (groupY[g] as number) + yi;
    const end = (i + 1) * width;
    for (let u = i * width; u < end; u++) {
      const a = column[u] as number;
      if (a < 0) continue;
      const va = value[u] as number;
      xty[a] = (xty[a] as number) + va * yi;
      columnSum[a] = (columnSum[a] as number) + va;
      groupSum[g * p + a] = (groupSum[g * p + a] as number) + va;
      // A row's columns increase, so this fills the upper triangle.
      for (let v = u; v < end; v++) {
        const b = column[v] as number;
        if (b >= 0) xtx[a * p + b] = (xtx[a * p + b] as number) + va * (value[v] as number);
      }
    }
  }
  const scale = new Float64Array(p);
  for (let a = 0; a < p; a++) {
    scale[a] = (xtx[a * p + a] as number) - (columnSum[a] as number) ** 2 / n;
  }
  const touched: number[] = [];
  for (let g = 0; g < groups; g++) {
    const base = g * p;
    const c = count[g] as number;
    touched.length = 0;
    for (let a = 0; a < p; a++) if (groupSum[base + a] !== 0) touched.push(a);
    for (let u = 0; u < touched.length; u++) {
      const a = touched[u] as number;
      const sa = groupSum[base + a] as number;
      xty[a] = (xty[a] as number) - (sa * (groupY[g] as number)) / c;
      for (let v = u; v < touched.length; v++) {
        const b = touched[v] as number;
        xtx[a * p + b] = (xtx[a * p + b] as number) - (sa * (groupSum[base + b] as number)) / c;
      }
    }
  }
  for (let a = 0; a < p; a++) for (let b = 0; b < a; b++) xtx[a * p + b] = xtx[b * p + a] as number;

  const residuals = (beta: Float64Array): Float64Array => {
    // Per group, its mean row times β: what demeaning takes off each row's fitted value.
    const groupFitted = new Float64Array(groups);
    for (let g = 0; g < groups; g++) {
      let s = 0;
      for (let a = 0; a < p; a++) s += (groupSum[g * p + a] as number) * (beta[a] as number);
      groupFitted[g] = s / (count[g] as number);
    }
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const g = group[i] as number;
      let fitted = 0;
      for (let u = i * width; u < (i + 1) * width; u++) {
        const a = column[u] as number;
        if (a >= 0) fitted += (value[u] as number) * (beta[a] as number);
      }
      const yDemeaned = (y[i] as number) - (groupY[g] as number) / (count[g] as number);
      out[i] = yDemeaned - (fitted - (groupFitted[g] as number));
    }
    return out;
  };
  return { xtx, xty, scale, residuals };
}
