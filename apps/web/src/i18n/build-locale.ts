import type { ErrorCode } from '@parytet/contract/errors';

export type LocaleResources = Record<string, unknown>;

/**
 * Turns `./locales/<lng>/<file>.json` modules into one resource tree keyed by file name
 * (`auth.json` → `t('auth.…')`), so a feature adds its texts by dropping in a file. The API's
 * error texts come from the contract, so server and web show one wording (`t('errors.<CODE>')`).
 */
export const buildLocale = (
  files: Record<string, LocaleResources>,
  apiErrors: Record<ErrorCode, string>,
): LocaleResources => {
  const resources: LocaleResources = {};
  for (const [file, content] of Object.entries(files)) {
    const name = /([^/]+)\.json$/.exec(file)?.[1];
    if (name) resources[name] = content;
  }
  const ownErrors = (resources.errors ?? {}) as LocaleResources;
  resources.errors = { ...apiErrors, ...ownErrors };
  return resources;
};
