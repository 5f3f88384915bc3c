import { useTranslation } from 'react-i18next';
import type { BandDraft } from '@parytet/contract/salary-bands';
import {
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { Notice } from '#components/ui/notice.tsx';
import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { spreadPercent } from '../lib/bands-form.ts';
import { DraftSources } from './draft-sources.tsx';
import styles from './salary-bands.module.css';

type Finding = BandDraft['findings'][number];

/** What the draft's answer points out, one sentence each. */
const useFindingText = (draft: BandDraft, spread: { min: number; max: number }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (finding: Finding) => {
    if ('lower' in finding) {
      return t(`salary-bands.findings.${finding.kind}`, {
        lower: finding.lower,
        upper: finding.upper,
        amount: formatMoney(finding.amount, lang, draft.currency),
      });
    }
    return t(`salary-bands.findings.${finding.kind}`, {
      band: finding.job_family ? `${finding.level} · ${finding.job_family}` : finding.level,
      spread: formatPercent(finding.spread, lang),
      bound: `${formatNumber(finding.kind === 'narrow' ? spread.min : spread.max, lang)}%`,
    });
  };
};

const mentions = (finding: Finding, level: string) =>
  'lower' in finding ? finding.lower === level || finding.upper === level : finding.level === level;

/** The draft's bands and its warnings (overlaps, gaps, too narrow, too wide), before the editor. */
export const DraftPreview = ({
  draft,
  spread,
}: {
  draft: BandDraft;
  spread: { min: number; max: number };
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const text = useFindingText(draft, spread);
  const d = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.draft.${key}`, values);
  const money = (value: number) => formatMoney(value, lang, draft.currency);
  return (
    <section className={sectionStyles.block} aria-labelledby="draft-preview-title">
      <h2 id="draft-preview-title" className={sectionStyles.blockTitle}>
        {d('previewTitle')}
      </h2>
      <p className={sectionStyles.blockIntro}>
        {d('previewIntro', {
          count: draft.bands.length,
          basis: t(`salary-bands.basis.${draft.basis}`).toLowerCase(),
        })}
      </p>
      {draft.findings.length > 0 ? (
        <Notice tone="info" title={d('findingsTitle', { count: draft.findings.length })}>
          <ul className={styles.findings}>
            {draft.findings.map((finding, i) => (
              <li key={i} data-finding={finding.kind}>
                {text(finding)}
              </li>
            ))}
          </ul>
        </Notice>
      ) : (
        <Notice tone="success">{d('noFindings')}</Notice>
      )}
      <TableScroll label={d('previewCaption')}>
        <table className={table.table} data-table="draft-bands">
          <caption className="visually-hidden">{d('previewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salary-bands.editor.columns.level')}</th>
              <th scope="col" className={styles.numHead}>
                {t('salary-bands.editor.columns.min')}
              </th>
              <th scope="col" className={styles.numHead}>
                {t('salary-bands.editor.columns.mid')}
              </th>
              <th scope="col" className={styles.numHead}>
                {t('salary-bands.editor.columns.max')}
              </th>
              <th scope="col" className={styles.numHead}>
                {t('salary-bands.editor.columns.spread')}
              </th>
              <th scope="col">{d('check')}</th>
              {draft.sources && <th scope="col">{d('sources.title')}</th>}
            </tr>
          </thead>
          <tbody>
            {draft.bands.map((band, i) => {
              const own = draft.findings.filter((finding) => mentions(finding, band.level));
              return (
                <tr key={`${band.level}-${band.job_family ?? ''}`}>
                  <th scope="row">
                    {band.job_family ? `${band.level} · ${band.job_family}` : band.level}
                  </th>
                  <td className={table.num}>{money(band.min)}</td>
                  <td className={table.num}>{money(band.mid)}</td>
                  <td className={table.num}>{money(band.max)}</td>
                  <td className={table.num}>{formatPercent(spreadPercent(band), lang)}</td>
                  <td>
                    {own.length === 0
                      ? d('ok')
                      : [...new Set(own.map((finding) => d(`kinds.${finding.kind}`)))].join(', ')}
                  </td>
                  {draft.sources && (
                    <td>
                      <DraftSources sources={draft.sources[i]} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
};
