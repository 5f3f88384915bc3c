import { useTranslation } from 'react-i18next';
import { GapCell, Withheld, reportTableStyles as table } from '#components/report-status/index.ts';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';

export type ImpactCellsProps = {
  before: number | null;
  after: number | null;
  kind: 'gap' | 'share';
  /** A missing figure was withheld (a small group, for a role that sees aggregates only). */
  withheld?: boolean;
  labels: { before: string; after: string; change: string };
};

/** Before, after and the change in percentage points: gaps on the pay-gap scale. */
export const ImpactCells = ({
  before,
  after,
  kind,
  withheld = false,
  labels,
}: ImpactCellsProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const empty = withheld ? <Withheld /> : '–';
  const change = before !== null && after !== null ? after - before : null;
  const share = (value: number | null, label: string) => (
    <td className={table.num} data-label={label}>
      {value === null ? empty : formatPercent(value, lang)}
    </td>
  );
  return (
    <>
      {kind === 'gap' ? (
        <>
          <GapCell value={before} empty={empty} label={labels.before} />
          <GapCell value={after} empty={empty} label={labels.after} />
        </>
      ) : (
        <>
          {share(before, labels.before)}
          {share(after, labels.after)}
        </>
      )}
      <td className={table.num} data-label={labels.change} data-change>
        {change === null
          ? '–'
          : t('merit-cycles.impact.points', {
              value: formatPercent(change, lang, { signed: true }).replace('%', ''),
            })}
      </td>
    </>
  );
};
