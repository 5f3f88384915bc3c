import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import type { Paging } from '../hooks/use-paged-rows.ts';
import styles from './benchmarking.module.css';

/** "Rows 51–100 of 2 546" with the previous and next pages; nothing when one page holds all. */
export const Pager = ({ paging, label }: { paging: Paging; label: string }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  if (paging.pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        size="sm"
        variant="secondary"
        disabled={paging.page === 0}
        onClick={() => paging.setPage(paging.page - 1)}
      >
        {t('benchmarking.pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('benchmarking.pager.rows', {
          first: formatNumber(paging.first, lang),
          last: formatNumber(paging.last, lang),
          total: formatNumber(paging.total, lang),
        })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={paging.page >= paging.pageCount - 1}
        onClick={() => paging.setPage(paging.page + 1)}
      >
        {t('benchmarking.pager.next')}
      </Button>
    </nav>
  );
};
