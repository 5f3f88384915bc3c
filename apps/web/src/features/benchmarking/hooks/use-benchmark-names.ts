import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BenchmarkRole,
  BenchmarkRolesResponse,
  Region,
  Seniority,
} from '@parytet/contract/benchmarking';
import { currentLanguage } from '#lib/i18n.ts';
import { useBenchmarkRoles } from './use-benchmarking-queries.ts';

export type BenchmarkNames = {
  /** The lists as the server gives them, sorted by name in the user's language. */
  roles: BenchmarkRolesResponse['roles'];
  seniorities: BenchmarkRolesResponse['seniorities'];
  regions: BenchmarkRolesResponse['regions'];
  role: (id: BenchmarkRole) => string;
  /** With its years: "Junior (1–3 years)". */
  seniority: (id: Seniority) => string;
  /** Without them, where space is short (the chart's rows): "Junior". */
  seniorityShort: (id: Seniority) => string;
  region: (id: Region) => string;
};

/** The server names things as they read inside a sentence; a label starts with a capital. */
const capitalised = (text: string, lang: 'en' | 'pl') =>
  text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

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
      const map = new Map(list.map((item) => [item.id, capitalised(item.name[lang], lang)]));
      return (id: K) => map.get(id) ?? id;
    };
    const seniority = lookup(data.seniorities);
    return {
      roles: byName(data.roles, lang),
      // Seniorities keep their order (entry → staff); regions go by name.
      seniorities: data.seniorities,
      regions: byName(data.regions, lang),
      role: lookup(data.roles),
      seniority,
      seniorityShort: (id: Seniority) => seniority(id).replace(/\s*\(.*\)$/, ''),
      region: lookup(data.regions),
    };
  }, [data, lang]);
  return { names, query };
};
