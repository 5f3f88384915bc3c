import type { EmploymentType, Gender, Seniority, TermId } from '../types.ts';

/* Phrases are folded (no diacritics, lower case); one typo is allowed on words of 4+ letters. */

export const SENIORITY_WORDS: Record<Seniority, string[]> = {
  entry: ['entry', 'entry level', 'intern', 'internship', 'trainee', 'graduate', 'stazysta', 'stazystka', 'praktykant', 'staz', 'absolwent', 'poczatkujacy', 'bez doswiadczenia'],
  junior: ['junior', 'jr', 'mlodszy', 'mlodsza'],
  mid: ['mid', 'mid level', 'middle', 'regular', 'midzi', 'srednio zaawansowany'],
  senior: ['senior', 'sr', 'starszy', 'starsza', 'experienced', 'doswiadczony', 'doswiadczona'],
  staff: ['staff', 'principal', 'lead', 'expert', 'ekspert', 'ekspertka', 'architect level'],
};

export const EMPLOYMENT_WORDS: Record<EmploymentType, string[]> = {
  employment: ['uop', 'umowa o prace', 'umowe o prace', 'umowie o prace', 'employment contract', 'contract of employment', 'etat', 'etacie', 'permanent', 'employee contract', 'staff contract'],
  b2b: ['b2b', 'kontrakt', 'contractor', 'self employed', 'freelance', 'freelancer', 'faktura', 'fakture', 'invoice', 'jdg', 'dzialalnosc'],
  mandate: ['uz', 'umowa zlecenie', 'umowe zlecenie', 'umowie zlecenie', 'zlecenie', 'zleceniu', 'mandate', 'mandate contract', 'civil law contract', 'umowa cywilnoprawna'],
};

export const GENDER_WORDS: Record<Gender, string[]> = {
  female: ['woman', 'female', 'she', 'her', 'kobieta', 'kobiety', 'kobiecie', 'pracownica', 'pracownicy', 'ona', 'jej', 'pani'],
  male: ['man', 'male', 'he', 'him', 'his', 'mezczyzna', 'mezczyzny', 'mezczyznie', 'on', 'jego', 'pan'],
};

export const TERM_WORDS: Record<TermId, string[]> = {
  median_vs_mean: ['median', 'mediana', 'mediane', 'medianie', 'mean', 'average', 'srednia', 'srednie', 'sredniej', 'srednia arytmetyczna'],
  adjusted_gap: ['adjusted gap', 'adjusted pay gap', 'adjusted', 'skorygowana', 'skorygowanej', 'luka skorygowana', 'w1', 'w2'],
  free_days: ['free days', 'days off', 'considering free days', 'dni wolne', 'dni wolnych', 'wolnych dni', 'dni wolnymi', 'unpaid leave', 'urlop bezplatny'],
  directive: ['directive', 'dyrektywa', 'dyrektywy', 'dyrektywie', 'pay transparency', 'jawnosc wynagrodzen', 'jawnosci', 'reporting duties', 'obowiazki', 'obowiazek', 'deadline', 'deadlines', 'termin', 'terminy', '2023 970'],
  joint_assessment: ['joint pay assessment', 'joint assessment', 'wspolna ocena', 'wspolnej oceny', 'jpa'],
  contract_types: ['b2b vs', 'vs b2b', 'uop vs', 'contract types', 'rodzaje umow', 'typy umow', 'gross vs net', 'brutto netto', 'brutto a netto'],
  pay_gap: ['pay gap', 'gender pay gap', 'luka placowa', 'luka placowej', 'luke placowa', 'luka', 'gap', 'gpg'],
};

export const DEFINITION_WORDS = ['what is', 'what s', 'whats', 'what are', 'what does', 'mean', 'means', 'meaning', 'define', 'definition', 'explain', 'difference between', 'difference', 'co to', 'co to jest', 'czym jest', 'czym sa', 'co oznacza', 'co znaczy', 'wyjasnij', 'objasnij', 'roznica', 'rozni', 'roznice', 'vs', 'versus', 'when', 'kiedy', 'how does', 'jak dziala'];

export const WHY_WORDS = ['why', 'reason', 'reasons', 'cause', 'causes', 'drives', 'driving', 'behind', 'explain our', 'where does', 'contribute', 'contributes', 'dlaczego', 'czemu', 'skad', 'przyczyna', 'przyczyny', 'powod', 'powody', 'z czego wynika', 'wynika', 'co wplywa'];
export const ORG_WORDS = ['our', 'my', 'we', 'company', 'organisation', 'organization', 'nasza', 'naszej', 'nasza firma', 'naszej firmie', 'u nas', 'mamy', 'moja', 'firmie', 'firmy'];

export const FAIR_WORDS = ['fair', 'fairly', 'unfair', 'underpaid', 'overpaid', 'too low', 'too high', 'too much', 'enough', 'reasonable', 'sprawiedliwe', 'sprawiedliwa', 'sprawiedliwy', 'sprawiedliwie', 'uczciwe', 'uczciwa', 'uczciwie', 'godziwe', 'za malo', 'za duzo', 'niedoplacona', 'niedoplacony', 'przeplacona', 'przeplacony', 'adekwatne', 'w porzadku', 'ok for', 'okay for'];

export const PAY_WORDS = ['how much', 'pay', 'paid', 'salary', 'salaries', 'wage', 'range', 'ranges', 'offer', 'hire', 'hiring', 'recruit', 'market rate', 'rate', 'ile', 'zaplacic', 'placic', 'zaplacimy', 'wynagrodzenie', 'wynagrodzenia', 'pensja', 'pensje', 'zarobki', 'zarabia', 'stawka', 'stawke', 'widelki', 'zatrudnic', 'zaproponowac', 'zaoferowac', 'rekrutacja', 'rekrutujemy', 'szukamy'];

export const YEARS_WORDS = ['year', 'years', 'yrs', 'yr', 'rok', 'roku', 'lata', 'lat', 'latami'];

export const HELP_WORDS = ['help', 'what can you do', 'pomoc', 'pomocy', 'co potrafisz', 'co umiesz', 'hello', 'hi', 'czesc', 'dzien dobry', 'hej'];

/** Words that end a role phrase typed after "for a …" / "dla …". */
export const STOP_WORDS = new Set(['a', 'an', 'the', 'for', 'of', 'in', 'on', 'at', 'to', 'with', 'and', 'or', 'on', 'we', 'i', 'should', 'would', 'do', 'does', 'how', 'much', 'what', 'is', 'are', 'pay', 'salary', 'new', 'our', 'my', 'dla', 'na', 'w', 'z', 'i', 'o', 'a', 'ile', 'jak', 'co', 'czy', 'nowego', 'nowej', 'nowy', 'nowa', 'naszego', 'naszej', 'stanowisko', 'stanowisku', 'role', 'position', 'job', 'we', 're', 'hiring', 'hire', 'powinnismy', 'powinienem', 'powinnam', 'zaplacic', 'placic', 'zatrudnic', 'firmie', 'firmy', 'company', 'poland', 'polsce', 'contract', 'umowa', 'umowie', 'umowe', 'month', 'miesiecznie', 'monthly', 'brutto', 'netto', 'gross', 'net', 'zl', 'pln', 'please', 'prosze', 'actually', 'no', 'nie', 'wait', 'sorry', 'ok', 'okay', 'yes', 'tak', 'wlasciwie', 'jednak', 'raczej', 'level', 'poziom', 'poziomie', 'poziomu', 'experience', 'doswiadczenie', 'doswiadczeniem', 'doswiadczenia', 'man', 'woman']);
