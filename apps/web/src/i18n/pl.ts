import { errorMessages } from '@parytet/contract/error-messages';
import { buildLocale, type LocaleResources } from './build-locale.ts';

const files = import.meta.glob<LocaleResources>('./locales/pl/*.json', {
  eager: true,
  import: 'default',
});

export const pl = buildLocale(files, errorMessages.pl);
