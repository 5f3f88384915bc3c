import { useTranslation } from 'react-i18next';
import { ADJUSTED_ABOVE_RAW_ANCHOR } from '#lib/paths.ts';

/** Why a weighted adjusted gap above the overall gap is no error; one text, both languages. */
export const AdjustedAboveRaw = () => {
  const { t } = useTranslation();
  return (
    <>
      <h3 id={ADJUSTED_ABOVE_RAW_ANCHOR}>{t('methodology-notes.adjustedAboveRaw.title')}</h3>
      <p>{t('methodology-notes.adjustedAboveRaw.body')}</p>
    </>
  );
};
