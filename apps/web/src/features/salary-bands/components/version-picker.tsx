import { useTranslation } from 'react-i18next';
import { Select } from '#components/ui/select.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useSalaryBandVersions } from '../hooks/use-salary-bands-queries.ts';
import styles from './salary-bands.module.css';

/** Which version a report is read against: the one in force at its period's end, or any other. */
export const VersionPicker = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (version: number | undefined) => void;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { data } = useSalaryBandVersions();
  const versions = data?.versions ?? [];
  if (versions.length < 2) return null;
  return (
    <div className={styles.narrowField}>
      <Select
        label={t('salary-bands.people.version')}
        value={value === undefined ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        options={[
          { value: '', label: t('salary-bands.people.versionInForce') },
          ...versions.map((version) => ({
            value: String(version.version),
            label: t('salary-bands.people.versionOption', {
              version: version.version,
              date: formatDate(version.effective_from, lang),
            }),
          })),
        ]}
      />
    </div>
  );
};
