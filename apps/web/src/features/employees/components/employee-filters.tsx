import { useTranslation } from 'react-i18next';
import { EMPLOYEE_GAP_FILTERS, genderSchema } from '@parytet/contract/reports';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { formatNumber } from '#lib/format.ts';
import { hasFilters, type EmployeeFilters, type GapFilter } from '../model/employee-filters.ts';
import styles from './employees-screen.module.css';

export type EmployeeFiltersProps = {
  filters: EmployeeFilters;
  levels: readonly string[];
  positions: readonly string[];
  /** Receives an update of the current filters (see useEmployeeFilters). */
  onChange: (update: (current: EmployeeFilters) => EmployeeFilters) => void;
};

const without = (filters: EmployeeFilters, key: keyof EmployeeFilters): EmployeeFilters => {
  const { [key]: _removed, ...rest } = filters;
  return rest;
};

/** Level, gender, position and minimum gap (spec §2); the lists come from the report. */
export const EmployeeFiltersBar = ({
  filters,
  levels,
  positions,
  onChange,
}: EmployeeFiltersProps) => {
  const { t } = useTranslation();
  const set = <K extends keyof EmployeeFilters>(key: K, value: EmployeeFilters[K] | undefined) =>
    onChange((current) =>
      value === undefined ? without(current, key) : { ...current, [key]: value },
    );

  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('employees.filters.label')}</legend>
      <Select
        label={t('employees.filters.level')}
        placeholder={t('employees.filters.allLevels')}
        options={levels.map((level) => ({ value: level, label: level }))}
        value={filters.level ?? ''}
        onChange={(event) => set('level', event.target.value || undefined)}
      />
      <Select
        label={t('employees.filters.gender')}
        placeholder={t('employees.filters.allGenders')}
        options={genderSchema.options.map((gender) => ({
          value: gender,
          label: t(`employees.filters.${gender === 'female' ? 'women' : 'men'}`),
        }))}
        value={filters.gender ?? ''}
        onChange={(event) => {
          const gender = genderSchema.safeParse(event.target.value);
          set('gender', gender.success ? gender.data : undefined);
        }}
      />
      <Select
        className={styles.positionFilter}
        label={t('employees.filters.position')}
        placeholder={t('employees.filters.allPositions')}
        options={positions.map((position) => ({ value: position, label: position }))}
        value={filters.position ?? ''}
        onChange={(event) => set('position', event.target.value || undefined)}
      />
      <Select
        label={t('employees.filters.minGap')}
        placeholder={t('employees.filters.anyGap')}
        options={EMPLOYEE_GAP_FILTERS.map((value) => ({
          value: String(value),
          label: t('employees.filters.gapOver', { value: formatNumber(value, 'pl') }),
        }))}
        value={filters.minGap === undefined ? '' : String(filters.minGap)}
        onChange={(event) => {
          const value = Number(event.target.value) as GapFilter;
          set('minGap', event.target.value === '' ? undefined : value);
        }}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.clear}
        disabled={!hasFilters(filters)}
        onClick={() => onChange(() => ({}))}
      >
        {t('employees.filters.clear')}
      </Button>
    </fieldset>
  );
};
