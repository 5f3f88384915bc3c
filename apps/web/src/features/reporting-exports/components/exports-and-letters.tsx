import { can } from '@parytet/contract/permissions';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { ExportPanel } from './export-panel.tsx';
import { LettersPanel } from './letters-panel.tsx';
import styles from './reporting-exports.module.css';

/**
 * The exports and the Article 7 letters of one ready report: the body of the Pay transparency
 * section's "Exports and letters" tab, placed in the section's frame by the app's router.
 */
export const ExportsAndLetters = ({ reportId }: { reportId: string }) => {
  const { data: user } = useCurrentUser();
  const canEdit = user ? can(user.role, 'reporting.edit') : false;
  return (
    <div className={styles.page}>
      <ExportPanel key={`export-${reportId}`} reportId={reportId} />
      <LettersPanel key={`letters-${reportId}`} reportId={reportId} canEdit={canEdit} />
    </div>
  );
};
