import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BenchmarkRole,
  BenchmarkRolesResponse,
  Region,
  Seniority,
} from '@parytet/contract/benchmarking';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useBenchmarkRoles } from './use-benchmarking-queries.ts';

export type BenchmarkNames = {
  /** The lists as the server gives them, sorted by name in the user's language. */
  roles: BenchmarkRolesResponse['roles'];
  seniorities: BenchmarkRolesResponse['seniorities'];
  regions: BenchmarkRolesResponse['regions'];
  role: (id: BenchmarkRole) => string;
  seniority: (id: Seniority) => string;
  region: (id: Region) => string;
};

const byName = <T extends { name: { en: string; pl: string } }>(
  list: readonly T[],
  lang: 'en' | 'pl',
) => [...list].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));

/**
 * The roles, seniorities and regions in the user's language (the server names each in both);
 * an id the list lacks reads as itself. undefined while the lists load.
 */
export const useBenchmarkNames = (): {
  names: BenchmarkNames | undefined;
  query: ReturnType<typeof useBenchmarkRoles>;
} => {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useBenchmarkRoles();
  const { data } = query;
  const names = useMemo(() => {
    if (!data) return undefined;
    const lookup = <K extends string>(
      list: readonly { id: K; name: { en: string; pl: string } }[],
    ) => {
      const map = new Map(list.map((item) => [item.id, item.name[lang]]));
      return (id: K) => map.get(id) ?? id;
    };
    return {
      roles: byName(data.roles, lang),
      // Seniorities keep their order (entry → staff); regions go by name.
      seniorities: data.seniorities,
      regions: byName(data.regions, lang),
      role: lookup(data.roles),
      seniority: lookup(data.seniorities),
      region: lookup(data.regions),
    };
  }, [data, lang]);
  return { names, query };
};
