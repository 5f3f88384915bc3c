import { describe, expect, it } from 'vitest';
import { describeStartFailure, StartError } from './start-failure.ts';

describe('describeStartFailure', () => {
  it('never says "undefined", whatever was thrown', () => {
    for (const thrown of [undefined, null, '', new Error(''), {}]) {
      const text = describeStartFailure(thrown);
      expect(text).not.toMatch(/undefined|\[object Object\]/);
      expect(text).toMatch(/^Parytet could not start: .+\n {2}What to do: .+/);
    }
  });

  it('prints a known cause with its remedy', () => {
    const text = describeStartFailure(
      new StartError('port 54329 is taken', 'set EMBEDDED_PG_PORT to a free port'),
    );
    expect(text).toBe(
      'Parytet could not start: port 54329 is taken\n  What to do: set EMBEDDED_PG_PORT to a free port',
    );
  });

  it('names the variable for a taken HTTP port', () => {
    const error = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 3000 });
    expect(describeStartFailure(error, { PORT: 3000 })).toContain(
      'port 3000 is already in use.\n  What to do: stop the program using it, or set PORT',
    );
  });

  it('names DATABASE_URL when the database cannot be reached', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      code: 'ECONNREFUSED',
    });
    expect(describeStartFailure(error)).toContain('check DATABASE_URL');
  });
});
