import { useTranslation } from 'react-i18next';
import type { MeritCycleState } from '@parytet/contract/merit-cycles';
import styles from './merit-cycles.module.css';

/** A cycle's review state in words (draft, submitted, approved, applied), never by colour alone. */
export const StateBadge = ({ state }: { state: MeritCycleState }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.state} data-state={state}>
      {t(`merit-cycles.states.${state}`)}
    </span>
  );
};
