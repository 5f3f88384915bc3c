import { LogController } from 'fastify';

/**
 * Request lines for API calls only: the web app's scripts, styles and images would drown them
 * (a page load is a dozen files). At `debug` every request is logged.
 */
export const apiRequestLog = (level: string | undefined) =>
  new LogController({
    disableRequestLogging: (request) =>
      !(level === 'debug' || level === 'trace') && !request.url.startsWith('/api/'),
  });
