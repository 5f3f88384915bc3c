import { useTranslation } from 'react-i18next';
import {
  MERIT_QUARTILES,
  proposalSourceSchema,
  type MeritProposals,
} from '@parytet/contract/merit-cycles';
import { genderSchema } from '@parytet/contract/reports';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { ProposalFilters } from '../hooks/use-proposals-data.ts';
import styles from './merit-cycles.module.css';

export type ProposalFiltersBarProps = {
  filters: ProposalFilters;
  lists: Pick<MeritProposals, 'levels' | 'positions' | 'categories' | 'ratings'> | undefined;
  onChange: (filters: ProposalFilters) => void;
};

const options = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value, label: value }));

/** The proposals' filters, sent to the server (the table is paged). */
export const ProposalFiltersBar = ({ filters, lists, onChange }: ProposalFiltersBarProps) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`merit-cycles.filters.${key}`);
  const set = (key: keyof ProposalFilters, value: string | number | undefined) => {
    const kept = Object.entries(filters).filter(([name]) => name !== key);
    const next = value === undefined || value === '' ? kept : [...kept, [key, value]];
    onChange(Object.fromEntries(next) as ProposalFilters);
  };
  // The query's flags are the words 'true' and 'false', as the address carries them.
  const flag = (value: string) => (value === 'true' || value === 'false' ? value : undefined);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{k('label')}</legend>
      <TextField
        label={k('search')}
        type="search"
        value={filters.search ?? ''}
        onChange={(event) => set('search', event.target.value)}
      />
      <Select
        label={k('level')}
        placeholder={k('all')}
        options={options(lists?.levels)}
        value={filters.level ?? ''}
        onChange={(event) => set('level', event.target.value)}
      />
      <Select
        label={k('position')}
        placeholder={k('all')}
        options={options(lists?.positions)}
        value={filters.position ?? ''}
        onChange={(event) => set('position', event.target.value)}
      />
      <Select
        label={k('category')}
        placeholder={k('all')}
        options={options(lists?.categories)}
        value={filters.category ?? ''}
        onChange={(event) => set('category', event.target.value)}
      />
      <Select
        label={k('gender')}
        placeholder={k('all')}
        options={genderSchema.options.map((g) => ({
          value: g,
          label: t(`merit-cycles.gender.long.${g}`),
        }))}
        value={filters.gender ?? ''}
        onChange={(event) => {
          const gender = genderSchema.safeParse(event.target.value);
          set('gender', gender.success ? gender.data : undefined);
        }}
      />
      {(lists?.ratings.length ?? 0) > 0 && (
        <Select
          label={k('performance')}
          placeholder={k('all')}
          options={options(lists?.ratings)}
          value={filters.performance ?? ''}
          onChange={(event) => set('performance', event.target.value)}
        />
      )}
      <Select
        label={k('quartile')}
        placeholder={k('all')}
        options={Array.from({ length: MERIT_QUARTILES }, (_, i) => ({
          value: String(i + 1),
          label: t('merit-cycles.matrix.quartile', { q: i + 1 }),
        }))}
        value={filters.quartile === undefined ? '' : String(filters.quartile as number)}
        onChange={(event) =>
          set('quartile', event.target.value === '' ? undefined : Number(event.target.value))
        }
      />
      <Select
        label={k('source')}
        placeholder={k('all')}
        options={proposalSourceSchema.options.map((s) => ({
          value: s,
          label: t(`merit-cycles.sources.${s}`),
        }))}
        value={filters.source ?? ''}
        onChange={(event) => {
          const source = proposalSourceSchema.safeParse(event.target.value);
          set('source', source.success ? source.data : undefined);
        }}
      />
      <Select
        label={k('raised')}
        placeholder={k('any')}
        options={[
          { value: 'true', label: k('raisedYes') },
          { value: 'false', label: k('raisedNo') },
        ]}
        value={filters.raised ?? ''}
        onChange={(event) => set('raised', flag(event.target.value))}
      />
      <Select
        label={k('aboveMax')}
        placeholder={k('any')}
        options={[{ value: 'true', label: k('aboveMaxYes') }]}
        value={filters.above_band_max ?? ''}
        onChange={(event) => set('above_band_max', flag(event.target.value))}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.clear}
        disabled={Object.keys(filters).length === 0}
        onClick={() => onChange({})}
      >
        {k('clear')}
      </Button>
    </fieldset>
  );
};
