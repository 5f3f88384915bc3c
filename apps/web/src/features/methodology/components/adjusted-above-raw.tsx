import { useTranslation } from 'react-i18next';

/** The anchor the adjusted screen links to, beside its weighted gap. */
export const ADJUSTED_ABOVE_RAW_ANCHOR = 'adjusted-above-raw';

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
