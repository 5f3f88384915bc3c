/**
 * JSON written as bytes into buffers, for answers built straight from stored rows (see
 * employees-json.ts): numbers go in digit by digit, never through a string.
 */
export class JsonWriter {
  // A page is tens of KB: starting small spares the garbage collector a megabyte per request.
  buffer = Buffer.allocUnsafe(1 << 16);
  /** Where the next byte goes in `buffer`; a writer that put bytes there itself moves it on. */
  at = 0;
  /** Where the bytes not yet handed on start in `buffer` (see take). */
  private from = 0;
  private chunks: Buffer[] = [];
  private held = 0;

  ensure(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    this.chunks.push(this.buffer.subarray(this.from, this.at));
    this.held += this.at - this.from;
    this.buffer = Buffer.allocUnsafe(Math.max(1 << 20, bytes));
    this.at = 0;
    this.from = 0;
  }

  /** Bytes written and not yet handed on. */
  get size() {
    return this.held + this.at - this.from;
  }

  /** What was written so far, handed on; later writes never touch it. */
  take() {
    this.chunks.push(this.buffer.subarray(this.from, this.at));
    const taken = this.chunks;
    this.chunks = [];
    this.held = 0;
    this.from = this.at;
    return taken;
  }

  bytes(source: Uint8Array, start = 0, end = source.length) {
    const length = end - start;
    this.ensure(length);
    // Most values are a few bytes long: a loop beats a native call for those.
    if (length < 48) {
      const buffer = this.buffer;
      let at = this.at;
      for (let i = start; i < end; i++) buffer[at++] = source[i] ?? 0;
      this.at = at;
    } else {
      // Whole sources (the answer's pre-written parts) without a view made for each.
      this.buffer.set(
        start === 0 && end === source.length ? source : source.subarray(start, end),
        this.at,
      );
      this.at += length;
    }
  }

  byte(value: number) {
    this.ensure(1);
    this.buffer[this.at++] = value;
  }

  done() {
    return this.take();
  }
}

/** Two ASCII digits for each of 0–99: numbers are written two digits at a time. */
const DIGIT_PAIRS = Buffer.from(
  Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(''),
  'latin1',
);

/** A non-negative integer below 2^53, in decimal, into `buffer` at `at`; returns where it ends. */
export const putDigits = (buffer: Buffer, at: number, value: number) => {
  let length = 1;
  for (let limit = 10; value >= limit; limit *= 10) length++;
  const end = at + length;
  let put = end;
  while (value >= 100) {
    const next = Math.floor(value / 100);
    const pair = (value - next * 100) * 2;
    buffer[--put] = DIGIT_PAIRS[pair + 1] ?? 0;
    buffer[--put] = DIGIT_PAIRS[pair] ?? 0;
    value = next;
  }
  if (value >= 10) {
    buffer[put - 1] = DIGIT_PAIRS[value * 2 + 1] ?? 0;
    buffer[put - 2] = DIGIT_PAIRS[value * 2] ?? 0;
  } else buffer[put - 1] = 0x30 + value;
  return end;
};

/** Hundredths as the 2-decimal number the engine computed (353025 → 3530.25); returns the end. */
export const putHundredths = (buffer: Buffer, at: number, value: number) => {
  let put = at;
  if (value < 0) buffer[put++] = 0x2d;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  put = putDigits(buffer, put, whole);
  const cents = abs - whole * 100;
  if (cents === 0) return put;
  buffer[put++] = 0x2e;
  buffer[put++] = DIGIT_PAIRS[cents * 2] ?? 0;
  if (cents % 10 !== 0) buffer[put++] = DIGIT_PAIRS[cents * 2 + 1] ?? 0;
  return put;
};

/**
 * Beyond 2^52 in magnitude (never met in real data, but any bigint may be stored) the digits come
 * from a BigInt, so none is ever wrong.
 */
export const writeBigHundredths = (out: JsonWriter, value: bigint) => {
  const abs = value < 0n ? -value : value;
  if (value < 0n) out.byte(0x2d);
  out.bytes(Buffer.from((abs / 100n).toString(), 'latin1'));
  const cents = Number(abs % 100n);
  if (cents === 0) return;
  out.byte(0x2e);
  out.byte(0x30 + Math.floor(cents / 10));
  if (cents % 10 !== 0) out.byte(0x30 + (cents % 10));
};
