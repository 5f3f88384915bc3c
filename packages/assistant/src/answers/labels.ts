import type { EmploymentType, Gender, Language, Seniority } from '#types.ts';

export const SENIORITY_LABELS: Record<Seniority, Record<Language, string>> = {
  entry: { en: 'Entry', pl: 'Początkujący' },
  junior: { en: 'Junior', pl: 'Junior' },
  mid: { en: 'Mid', pl: 'Mid' },
  senior: { en: 'Senior', pl: 'Senior' },
  staff: { en: 'Staff', pl: 'Ekspert (staff)' },
};

export const EMPLOYMENT_LABELS: Record<EmploymentType, Record<Language, string>> = {
  employment: { en: 'Employment contract', pl: 'Umowa o pracę' },
  b2b: { en: 'B2B', pl: 'B2B' },
  mandate: { en: 'Mandate contract', pl: 'Umowa zlecenie' },
};

export const GENDER_LABELS: Record<Gender, Record<Language, string>> = {
  female: { en: 'Woman', pl: 'Kobieta' },
  male: { en: 'Man', pl: 'Mężczyzna' },
};

/** How a level label in a report may name a seniority ("Senior", "L3 Mid", "Starszy"). */
export const LEVEL_SENIORITY_WORDS: Record<Seniority, string[]> = {
  entry: ['entry', 'intern', 'trainee', 'stazysta', 'praktykant'],
  junior: ['junior', 'jr', 'mlodszy'],
  mid: ['mid', 'regular', 'middle'],
  senior: ['senior', 'sr', 'starszy'],
  staff: ['staff', 'principal', 'lead', 'expert', 'ekspert'],
};
