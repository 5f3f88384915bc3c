import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeritCycleSummary } from '@parytet/contract/merit-cycles';
import { Button } from '#components/ui/button.tsx';
import { saveBlob } from '#lib/downloads.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { downloadPayrollWorkbook } from '../api/merit-calls.ts';

/** The proposals as a workbook for payroll (numbers as numbers), in the user's language. */
export const PayrollExport = ({ cycle }: { cycle: Pick<MeritCycleSummary, 'id' | 'name'> }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const download = useMutation({
    mutationFn: () => downloadPayrollWorkbook(cycle.id, lang, `${cycle.name}.xlsx`),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  return (
    <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
      {t('merit-cycles.review.export')}
    </Button>
  );
};
