import { useTranslation } from 'react-i18next';
import type { RegressionTerm } from '@parytet/contract/regression';
import { reportTableStyles as tableStyles, TableScroll } from '#components/report-status/index.ts';
import { formatCoefficient, formatP, formatT, termLabel } from '../lib/term-label.ts';

/** Every term of the fitted model with its raw coefficient (log points), SE, t and p. */
export const ModelTermsTable = ({ terms }: { terms: readonly RegressionTerm[] }) => {
  const { t } = useTranslation();
  const caption = t('analysis.model.termsCaption');
  return (
    <TableScroll label={caption}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analysis.model.term')}</th>
            <th scope="col">{t('analysis.model.coefficient')}</th>
            <th scope="col">{t('analysis.model.standardError')}</th>
            <th scope="col">t</th>
            <th scope="col">p</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.term}>
              <th scope="row">{termLabel(t, term.term)}</th>
              <td>{formatCoefficient(term.coefficient)}</td>
              <td>{formatCoefficient(term.standard_error)}</td>
              <td>{formatT(term.t)}</td>
              <td>{formatP(term.p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};
