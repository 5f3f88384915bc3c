import { useTranslation } from 'react-i18next';
import type { Currency } from '@parytet/contract/reports';
import type { BandAdvert } from '@parytet/contract/salary-band-documents';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { formatDate, formatMoney } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useBandAdverts } from '../hooks/use-band-documents.ts';
import { ExportButtons } from './export-buttons.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';
import styles from './salary-bands.module.css';

const LANGUAGES = ['pl', 'en'] as const;

/** Puts a sentence on the clipboard and says so (or says to select it by hand). */
const useCopy = () => {
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(t('salary-bands.adverts.copied'));
    } catch {
      notifyError(t('salary-bands.adverts.copyFailed'));
    }
  };
};

const Advert = ({ advert, currency }: { advert: BandAdvert; currency: Currency }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const copy = useCopy();
  const band = advert.job_family ? `${advert.level} · ${advert.job_family}` : advert.level;
  const headingId = `advert-${band.replace(/\W+/g, '-')}`;
  return (
    <Card as="article" compact className={styles.advert} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subTitle}>
        {t('salary-bands.adverts.band', { band })}
      </h3>
      <p className={styles.hint}>
        {t('salary-bands.adverts.range', {
          min: formatMoney(advert.min, lang, currency),
          max: formatMoney(advert.max, lang, currency),
        })}
      </p>
      {LANGUAGES.map((language) => (
        <div key={language} className={styles.sentence}>
          <p lang={language}>
            <span className={styles.languageTag}>
              {t(`salary-bands.adverts.languages.${language}`)}
            </span>
            {advert[language]}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void copy(advert[language])}>
            {t('salary-bands.adverts.copy')}
            <span className="visually-hidden">
              {' '}
              {t('salary-bands.adverts.copyWhat', {
                band,
                language: t(`salary-bands.adverts.languages.${language}`),
              })}
            </span>
          </Button>
        </div>
      ))}
    </Card>
  );
};

const Adverts = () => {
  const { t, i18n } = useTranslation();
  const { data } = useBandAdverts();
  if (!data) return <BlockLoader />;
  if (data.version === 0) return <Notice tone="info">{t('salary-bands.adverts.none')}</Notice>;
  return (
    <section className={sectionStyles.block} aria-labelledby="adverts-title">
      <h2 id="adverts-title" className={sectionStyles.blockTitle}>
        {t('salary-bands.adverts.heading')}
      </h2>
      <p className={sectionStyles.blockIntro}>
        {t('salary-bands.adverts.intro', {
          version: data.version,
          date: formatDate(data.effective_from, currentLanguage(i18n)),
        })}
      </p>
      <div className={styles.adverts}>
        {data.adverts.map((advert) => (
          <Advert
            key={`${advert.level}-${advert.job_family ?? ''}`}
            advert={advert}
            currency={data.currency}
          />
        ))}
      </div>
    </section>
  );
};

/** /main/salary-bands/adverts: a sentence per band for job adverts (Art. 5), PL and EN. */
export const AdvertsScreen = () => {
  const { t } = useTranslation();
  return (
    <SalaryBandsFrame title={t('salary-bands.adverts.title')} actions={<ExportButtons />}>
      <Adverts />
    </SalaryBandsFrame>
  );
};
