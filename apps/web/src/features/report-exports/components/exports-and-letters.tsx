import { useCan } from '#lib/permissions.ts';
import { ExportPanel } from './export-panel.tsx';
import { LettersPanel } from './letters-panel.tsx';
import styles from './report-exports.module.css';

/**
 * The exports and the Article 7 letters of one ready report: the body of the Pay transparency
 * section's "Exports and letters" tab, placed in the section's frame by the app's router.
 */
export const ExportsAndLetters = ({ reportId }: { reportId: string }) => {
  const can = useCan();
  // The letters are personal data of the workers who asked: a viewer gets the exports alone.
  return (
    <div className={styles.page}>
      <ExportPanel key={`export-${reportId}`} reportId={reportId} />
      {can('reporting.letters') && (
        <LettersPanel
          key={`letters-${reportId}`}
          reportId={reportId}
          canEdit={can('reporting.edit')}
        />
      )}
    </div>
  );
};
