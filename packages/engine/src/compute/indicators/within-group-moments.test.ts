import { describe, expect, it } from 'vitest';
import { seededRandom } from '#example/example-data.ts';
import { withinGroupMoments } from './within-group-moments.ts';

describe('withinGroupMoments', () => {
  it('equals X′X, X′y and the residuals of X and y demeaned within groups, formed densely', () => {
    const random = seededRandom(7);
    const [n, p, width, groups] = [60, 5, 3, 4];
    // Row i: column 0 (a flag), one numeric in column 1, one dummy among columns 2..4.
    const column = new Int32Array(n * width).fill(-1);
    const value = new Float64Array(n * width);
    const dense = new Float64Array(n * p);
    const y = new Float64Array(n);
    const group = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const cells: [number, number][] = [];
      if (random() < 0.5) cells.push([0, 1]);
      cells.push([1, 20 + Math.round(random() * 400) / 10]);
      const dummy = Math.floor(random() * 4);
      if (dummy > 0) cells.push([1 + dummy, 1]);
      cells.forEach(([c, v], k) => {
        column[i * width + k] = c;
        value[i * width + k] = v;
        dense[i * p + c] = v;
      });
      y[i] = Math.log(4000 + random() * 6000);
      group[i] = i % groups;
    }
    const demeaned = (values: Float64Array, w: number) => {
      const out = new Float64Array(values);
      for (let g = 0; g < groups; g++) {
        const members = [...group.keys()].filter((i) => group[i] === g);
        for (let j = 0; j < w; j++) {
          const mean =
            members.reduce((s, i) => s + (values[i * w + j] as number), 0) / members.length;
          for (const i of members) out[i * w + j] = (values[i * w + j] as number) - mean;
        }
      }
      return out;
    };
    const xd = demeaned(dense, p);
    const yd = demeaned(y, 1);
    const moments = withinGroupMoments({ column, value, width, columns: p }, y, group, groups);
    for (let a = 0; a < p; a++) {
      let xty = 0;
      for (let i = 0; i < n; i++) xty += (xd[i * p + a] as number) * (yd[i] as number);
      expect(moments.xty[a]).toBeCloseTo(xty, 9);
      for (let b = 0; b < p; b++) {
        let xtx = 0;
        for (let i = 0; i < n; i++) xtx += (xd[i * p + a] as number) * (xd[i * p + b] as number);
        expect(moments.xtx[a * p + b]).toBeCloseTo(xtx, 9);
      }
    }
    const beta = new Float64Array([0.3, -0.01, 0.2, 0.1, -0.4]);
    const residuals = moments.residuals(beta);
    for (let i = 0; i < n; i++) {
      let fitted = 0;
      for (let a = 0; a < p; a++) fitted += (xd[i * p + a] as number) * (beta[a] as number);
      expect(residuals[i]).toBeCloseTo((yd[i] as number) - fitted, 12);
    }
  });
});
