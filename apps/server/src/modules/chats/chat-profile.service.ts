import { REFERENCE_ROWS, localizePeriod, type Language } from '@parytet/assistant';
import type { ChatProfile, ChatSource } from '@parytet/contract/chats';
import type { AppContext } from '#context.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { getLatestReadyReport } from '#modules/reports/reports.service.ts';

/**
 * The publications the assistant quotes, each once with the periods of its figures. A row the
 * table flags as a likely error is never cited, so it is not listed as a source either.
 */
const referenceSources = (language: Language): ChatSource[] => {
  const byUrl = new Map<string, ChatSource>();
  for (const row of REFERENCE_ROWS) {
    if (row.flags.likelyError) continue;
    const source = byUrl.get(row.url) ?? {
      publisher: row.publisher,
      // The table marks titles it rebuilt from the address; the address itself is listed.
      title: row.title.replace(/\s*\[[^\]]*\]\s*$/, ''),
      url: row.url,
      periods: [],
      figures: 0,
    };
    const period = localizePeriod(row.period, language);
    if (!source.periods.includes(period)) source.periods.push(period);
    source.figures += 1;
    byUrl.set(row.url, source);
  }
  return [...byUrl.values()].sort((a, b) => a.publisher.localeCompare(b.publisher));
};

/** What the assistant knows about the caller's organisation: its latest ready report, summed up. */
export const getChatProfile = async (
  ctx: AppContext,
  auth: AuthUser,
  language: Language,
): Promise<ChatProfile> => {
  const report = await getLatestReadyReport(ctx, auth.organisationId);
  return {
    report: report && {
      id: report.id,
      label: report.label,
      created_at: report.created_at,
      currency: report.currency,
      period_start: report.period_start,
      period_end: report.period_end,
      number_of_women: report.base.number_of_women,
      number_of_men: report.base.number_of_men,
      levels: report.levels.length,
      positions: report.positions.length,
      mean_pay_gap_percentage: report.base.mean.base_salary.pay_gap_percentage,
      median_pay_gap_percentage: report.base.median.base_salary.pay_gap_percentage,
      adjusted_pay_gap_percentage: report.adjusted.w1_weighted_pay_gap_percentage,
    },
    sources: referenceSources(language),
  };
};
