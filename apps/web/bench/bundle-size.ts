/**
 * Initial JavaScript of the production build: the entry script of index.html plus every chunk
 * it preloads, gzipped. Target: at most 130 KB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const TARGET_KB = 130;
// WEB_DIST_DIR as the server reads it, so a bench can compare two builds.
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist'));

export const measureInitialJs = () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
  )) {
    if (match[1]) files.add(match[1]);
  }
  let gzipped = 0;
  let raw = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
    raw += content.length;
    gzipped += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files], rawKb: raw / 1024, gzippedKb: gzipped / 1024 };
};

if (import.meta.main) {
  const m = measureInitialJs();
  const ok = m.gzippedKb <= TARGET_KB;
  console.log(
    `web  initial JS (${m.files.length} files)  ${m.gzippedKb.toFixed(1)} KB gzipped  (target ≤ ${TARGET_KB} KB)  ${ok ? 'OK' : 'OVER'}`,
  );
  process.exit(ok ? 0 : 1);
}
