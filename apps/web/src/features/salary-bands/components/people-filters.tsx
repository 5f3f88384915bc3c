import { useTranslation } from 'react-i18next';
type Gender = 'F' | 'M';
import { Select } from '#components/ui/select.tsx';
import type { PeopleFilter, PlaceFilter } from '../lib/people-filters.ts';
import styles from './salary-bands.module.css';

const PLACES: PlaceFilter[] = ['all', 'below', 'above', 'within', 'none'];

/** Who the per-person table shows: below the minimum, above the maximum, a gender. */
export const PeopleFilters = ({
  value,
  onChange,
  shown,
  total,
}: {
  value: PeopleFilter;
  onChange: (filter: PeopleFilter) => void;
  shown: number;
  total: number;
}) => {
  const { t } = useTranslation();
  const p = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.people.filters.${key}`, values);
  return (
    <div className={styles.filters}>
      <Select
        label={p('place')}
        value={value.place}
        options={PLACES.map((place) => ({ value: place, label: p(`places.${place}`) }))}
        onChange={(event) => onChange({ ...value, place: event.target.value as PlaceFilter })}
      />
      <Select
        label={p('gender')}
        value={value.gender}
        options={(['all', 'F', 'M'] as const).map((gender) => ({
          value: gender,
          label: p(`genders.${gender}`),
        }))}
        onChange={(event) => onChange({ ...value, gender: event.target.value as Gender | 'all' })}
      />
      <p className={styles.count} role="status">
        {p('shown', { shown, total })}
      </p>
    </div>
  );
};
