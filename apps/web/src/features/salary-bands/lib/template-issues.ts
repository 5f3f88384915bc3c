import type { TFunction } from 'i18next';
import { bandTemplateRuleSchema } from '@parytet/contract/salary-band-documents';

const COLUMNS = new Set(['level', 'job_family', 'min', 'mid', 'max']);

/**
 * One problem of an uploaded template in words: `rows.<row>.<column>` (the row as Excel
 * numbers it) or `file`, and the rule it breaks, e.g. "Row 7, Minimum: not a number".
 */
export const templateIssueText = (t: TFunction, issue: { path: string; message: string }) => {
  const rule = bandTemplateRuleSchema.safeParse(issue.message);
  const what = rule.success
    ? t(`salary-bands.template.rules.${rule.data}`)
    : t('salary-bands.template.rules.unknown');
  const match = /^rows\.(\d+)(?:\.(\w+))?$/.exec(issue.path);
  if (!match) return what;
  const column = match[2] && COLUMNS.has(match[2]) ? match[2] : null;
  return column
    ? t('salary-bands.template.atCell', {
        row: match[1],
        column: t(`salary-bands.editor.columns.${column}`),
        problem: what,
      })
    : t('salary-bands.template.atRow', { row: match[1], problem: what });
};
