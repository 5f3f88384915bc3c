import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import type { CriteriaPage } from '@parytet/contract/salary-band-documents';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { toApiError } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { downloadCriteriaPdf } from '../api/band-documents-calls.ts';
import { useCriteria } from '../hooks/use-band-documents.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { CriteriaEditor } from './criteria-editor.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';
import styles from './salary-bands.module.css';

/** The page as it reads, for a role that does not change it. */
const CriteriaText = ({ page, lang }: { page: CriteriaPage; lang: Language }) => (
  <article className={styles.criteriaText} lang={lang}>
    <h3 className={styles.subTitle}>{page.title}</h3>
    {page.sections.map((section, i) => (
      <section key={i}>
        <h4>{section.heading}</h4>
        {section.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, j) => (
            <p key={j}>{paragraph}</p>
          ))}
      </section>
    ))}
  </article>
);

const PdfButton = ({ lang }: { lang: Language }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadCriteriaPdf(lang);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void download()}>
      {t('salary-bands.criteria.pdf')}
    </Button>
  );
};

const Criteria = () => {
  const { t, i18n } = useTranslation();
  const ui = currentLanguage(i18n);
  const { canEdit } = useBandsAccess();
  const [lang, setLang] = useState<Language>(ui);
  const { data } = useCriteria(lang);
  const c = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.criteria.${key}`, values);
  const changed =
    data?.saved === true &&
    data.saved_bands_version !== null &&
    data.saved_bands_version !== data.bands_version;
  return (
    <section className={sectionStyles.block} aria-labelledby="criteria-title">
      <h2 id="criteria-title" className={sectionStyles.blockTitle}>
        {c('heading')}
      </h2>
      <p className={sectionStyles.blockIntro}>{c('intro')}</p>
      <div className={styles.toolbar}>
        <div className={styles.narrowField}>
          <Select
            label={c('language')}
            value={lang}
            onChange={(event) => setLang(event.target.value as Language)}
            options={(['pl', 'en'] as const).map((value) => ({
              value,
              label: t(`salary-bands.adverts.languages.${value}`),
            }))}
          />
        </div>
        <PdfButton lang={lang} />
      </div>
      {!data ? (
        <BlockLoader />
      ) : (
        <>
          <p>
            {data.saved
              ? c('savedLine', {
                  version: data.version,
                  date: formatDate(data.updated_at, ui, 'date-time'),
                  who: data.updated_by ?? t('salary-bands.versions.unknown'),
                })
              : c('generatedLine')}
          </p>
          {changed && (
            <Notice tone="info">
              {c('bandsChanged', { then: data.saved_bands_version, now: data.bands_version })}
            </Notice>
          )}
          {canEdit ? (
            <CriteriaEditor
              key={`${lang}-${data.version}`}
              lang={lang}
              page={data.page}
              generated={data.generated}
            />
          ) : (
            <CriteriaText page={data.page} lang={lang} />
          )}
        </>
      )}
    </section>
  );
};

/** /main/salary-bands/criteria: the pay and progression criteria page (Art. 6), PDF. */
export const CriteriaScreen = () => {
  const { t } = useTranslation();
  return (
    <SalaryBandsFrame title={t('salary-bands.criteria.title')}>
      <Criteria />
    </SalaryBandsFrame>
  );
};
