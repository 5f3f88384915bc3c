import { errorMessages } from '@parytet/contract/error-messages';
import { buildLocale, type LocaleResources } from './build-locale.ts';

const files = import.meta.glob<LocaleResources>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});

export const en = buildLocale(files, errorMessages.en);
