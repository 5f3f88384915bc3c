import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web app; any non-API path that is not a file gets index.html. */
export const registerSpa = async (app: FastifyInstance, distDir = defaultDist) => {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" to serve the web app.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  return true;
};
