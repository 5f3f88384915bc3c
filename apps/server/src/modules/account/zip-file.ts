import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written to a file as its entries come, never held whole in memory: every write waits
 * while the file is behind (backpressure), so a large archive costs a few buffers, not its size.
 */
export const openZipFile = (filePath: string) => {
  const out = createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    /** A file known whole: deflated, or stored when it is compressed already. */
    addFile: async (name: string, data: Uint8Array, deflate = true) => {
      const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
      await drained();
    },
    /** An entry written piece by piece (stored: an XLSX is deflated already). */
    entry: (name: string) => {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          entry.push(chunk);
          drained().then(() => done(), done);
        },
        final(done) {
          entry.push(new Uint8Array(0), true);
          drained().then(() => done(), done);
        },
      });
    },
    close: async () => {
      const closed = finished(out);
      zip.end();
      await closed;
      if (failure) throw failure;
      return out.bytesWritten;
    },
    /** Stops writing after a failure; the caller deletes the file. */
    abort: () => {
      zip.terminate();
      out.destroy();
    },
  };
};
