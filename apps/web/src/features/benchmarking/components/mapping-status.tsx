import { useTranslation } from 'react-i18next';
import type { EntryState } from '../lib/mapping-draft.ts';
import styles from './benchmarking.module.css';

/** An entry's state in words (never colour alone): confirmed, suggested, not mapped, changed. */
export const MappingStatus = ({ state }: { state: EntryState }) => {
  const { t } = useTranslation();
  return (
    <span className={[styles.status, styles[`status-${state}`]].join(' ')} data-status={state}>
      {t(`benchmarking.mapping.status.${state}`)}
    </span>
  );
};
