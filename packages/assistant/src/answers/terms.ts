import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { citableRow, citeRow } from '#reference/cite-reference.ts';
import { RULES, type RuleId } from '#rules.ts';
import type { TermId } from '#types.ts';

function rule(b: AnswerBuilder, id: RuleId, kind: 'count' | 'percent' = 'count'): string {
  const source = { kind: 'rule' as const, rule: id };
  return kind === 'percent' ? b.percent(RULES[id], source, 0) : b.count(RULES[id], source);
}

function cite(b: AnswerBuilder, ids: string[]): string[] {
  return ids.flatMap((id) => {
    const row = citableRow(id);
    return row ? [`• ${citeRow(b, row)}.`] : [];
  });
}

function minGroup(b: AnswerBuilder): string {
  if (b.context !== null)
    return b.count(b.context.minGroupSize, { kind: 'report', path: 'minGroupSize' });
  return rule(b, 'methodology.min_group_size');
}

const EXPLAIN: Record<TermId, (b: AnswerBuilder) => string[]> = {
  median_vs_mean: (b) => [
    b.t(
      'The mean (average) adds up all salaries and divides by the number of people, so a few very high salaries pull it up. The median is the middle salary: half of the people earn less and half earn more, so it describes a typical salary better.',
      'Średnia sumuje wszystkie wynagrodzenia i dzieli je przez liczbę osób, więc kilka bardzo wysokich pensji ją zawyża. Mediana to wynagrodzenie środkowe: połowa osób zarabia mniej, a połowa więcej, dlatego lepiej opisuje typową pensję.',
    ),
    b.t(
      'A pay-gap report gives both. A mean gap much larger than the median gap usually means a few high earners, mostly of one gender, at the top. In Poland, for example:',
      'Raport luki płacowej podaje obie miary. Luka dla średniej wyraźnie większa niż dla mediany zwykle oznacza kilka wysokich pensji na szczycie, głównie jednej płci. Przykład dla Polski:',
    ),
    ...cite(b, ['NAT-021', 'NAT-020']),
  ],
  adjusted_gap: (b) => [
    b.t(
      'The unadjusted gap compares all women with all men. The adjusted gap compares them within the same position level: the gap is computed per level (W1 on base salary, W2 on salary with bonuses) and the levels are averaged, weighted by head count.',
      'Luka nieskorygowana porównuje wszystkie kobiety ze wszystkimi mężczyznami. Luka skorygowana porównuje ich w obrębie tego samego poziomu stanowisk: lukę liczy się dla każdego poziomu (W1 dla wynagrodzenia zasadniczego, W2 dla wynagrodzenia z premiami), a potem uśrednia poziomy, ważąc je liczbą osób.',
    ),
    b.t(
      `It shows whether women and men at the same level are paid differently; the difference between the two gaps shows how much comes from women and men working at different levels. A level with fewer than ${minGroup(b)} women or men has no gap.`,
      `Pokazuje, czy kobiety i mężczyźni na tym samym poziomie zarabiają różnie; różnica między obiema lukami pokazuje, ile wynika z tego, że pracują na różnych poziomach. Poziom, na którym kobiet lub mężczyzn jest mniej niż ${minGroup(b)}, nie ma luki.`,
    ),
  ],
  free_days: (b) => {
    const n = rule(b, 'methodology.working_days');
    return [
      b.t(
        `Salary considering free days is the base salary scaled to the days actually worked: base salary × (${n} − unpaid days off) / ${n}, with ${n} working days in a year. It shows the pay actually earned, so unpaid absence lowers it.`,
        `Wynagrodzenie z uwzględnieniem dni wolnych to wynagrodzenie zasadnicze przeliczone na dni faktycznie przepracowane: wynagrodzenie zasadnicze × (${n} − nieodpłatne dni wolne) / ${n}, przy ${n} dniach roboczych w roku. Pokazuje kwotę faktycznie zarobioną, więc nieodpłatna nieobecność ją obniża.`,
      ),
      b.t(
        'Comparing its gap with the base-salary gap shows whether unpaid absence affects women and men differently.',
        'Porównanie tej luki z luką dla wynagrodzenia zasadniczego pokazuje, czy nieodpłatne nieobecności dotyczą kobiet i mężczyzn w różnym stopniu.',
      ),
    ];
  },
  directive: (b) => {
    const transposition = b.date(
      RULES['directive.transposition_date'],
      'directive.transposition_date',
    );
    const first = b.date(RULES['directive.first_report_date'], 'directive.first_report_date');
    const small = b.date(
      RULES['directive.first_report_small_date'],
      'directive.first_report_small_date',
    );
    const large = rule(b, 'directive.large_employer_workers');
    const mediumFrom = rule(b, 'directive.medium_employer_workers');
    const mediumTo = rule(b, 'directive.medium_employer_workers_max');
    const smallFrom = rule(b, 'directive.small_employer_workers');
    const smallTo = rule(b, 'directive.small_employer_workers_max');
    const every = rule(b, 'directive.report_interval_years');
    const threshold = rule(b, 'directive.jpa_threshold_percent', 'percent');
    const months = rule(b, 'directive.jpa_remedy_months');
    const answer = rule(b, 'directive.information_request_months');
    return [
      b.t(
        `The EU Pay Transparency Directive must be written into national law by ${transposition}. Employers with ${large} or more workers report their gender pay gap by ${first} and then every year; those with ${mediumFrom}–${mediumTo} workers by ${first} and then every ${every} years; those with ${smallFrom}–${smallTo} workers by ${small} and then every ${every} years.`,
        `Dyrektywę UE o jawności wynagrodzeń trzeba wdrożyć do prawa krajowego do ${transposition}. Pracodawcy zatrudniający co najmniej ${large} pracowników raportują lukę płacową do ${first}, a potem co roku; zatrudniający ${mediumFrom}–${mediumTo} pracowników do ${first}, a potem co ${every} lata; zatrudniający ${smallFrom}–${smallTo} pracowników do ${small}, a potem co ${every} lata.`,
      ),
      b.t(
        'The report covers the mean and median gap, the gap in variable pay and the share of women and men receiving it, the share of women and men in each pay quartile, and the gap per category of workers.',
        'Raport obejmuje lukę dla średniej i mediany, lukę w składnikach zmiennych i odsetek kobiet i mężczyzn, którzy je otrzymują, udział kobiet i mężczyzn w każdym kwartylu płac oraz lukę w każdej kategorii pracowników.',
      ),
      b.t(
        `Where a category's gap is ${threshold} or more, is not justified by objective, gender-neutral criteria and is not remedied within ${months} months, the employer carries out a joint pay assessment with workers' representatives. Workers may ask for their own pay level and their category's average pay by gender; the employer answers within ${answer} months.`,
        `Jeśli luka w kategorii wynosi ${threshold} lub więcej, nie uzasadniają jej obiektywne, neutralne płciowo kryteria i nie zostanie usunięta w ciągu ${months} miesięcy, pracodawca przeprowadza wspólną ocenę wynagrodzeń z przedstawicielami pracowników. Pracownik może zapytać o swój poziom wynagrodzenia i średnie wynagrodzenie w swojej kategorii w podziale na płeć; pracodawca odpowiada w ciągu ${answer} miesięcy.`,
      ),
      b.t(
        'In Poland the law implementing it is still a draft, so the final Polish dates and details may differ.',
        'W Polsce ustawa wdrażająca dyrektywę jest wciąż projektem, więc ostateczne polskie terminy i szczegóły mogą się różnić.',
      ),
    ];
  },
  joint_assessment: (b) => {
    const threshold = rule(b, 'directive.jpa_threshold_percent', 'percent');
    const months = rule(b, 'directive.jpa_remedy_months');
    return [
      b.t(
        `A joint pay assessment is required by the EU Directive when the mean gap in a category of workers is ${threshold} or more, is not justified by objective, gender-neutral criteria and is not remedied within ${months} months of the report. The employer and workers' representatives then analyse the shares of women and men in each category, their pay and its components, the reasons for the differences, and agree on measures to remove them.`,
        `Wspólna ocena wynagrodzeń jest wymagana przez dyrektywę UE, gdy luka dla średniej w kategorii pracowników wynosi ${threshold} lub więcej, nie uzasadniają jej obiektywne, neutralne płciowo kryteria i nie zostanie usunięta w ciągu ${months} miesięcy od raportu. Pracodawca z przedstawicielami pracowników analizuje wtedy udział kobiet i mężczyzn w każdej kategorii, ich płace i składniki wynagrodzenia oraz przyczyny różnic i uzgadnia działania, które je usuną.`,
      ),
    ];
  },
  pay_gap: (b) => [
    b.t(
      "The gender pay gap is the difference between men's and women's pay as a percentage of men's pay: (men − women) / men. A positive gap means women are paid less; a negative one, more. For Poland as a whole:",
      'Luka płacowa to różnica między wynagrodzeniem mężczyzn i kobiet jako procent wynagrodzenia mężczyzn: (mężczyźni − kobiety) / mężczyźni. Dodatnia luka oznacza, że kobiety zarabiają mniej; ujemna, że więcej. Dla całej Polski:',
    ),
    ...cite(b, ['GPG-001']),
  ],
  contract_types: (b) => [
    b.t(
      'Employment contract (umowa o pracę, UoP): a gross monthly salary under the Labour Code, with paid leave and contributions shared with the employer. B2B: the contractor runs a business and invoices; rates are usually quoted net of VAT and the contractor pays their own tax and contributions, so a B2B rate cannot be compared directly with a gross salary. Mandate contract (umowa zlecenie, UZ): a civil-law contract, often paid by the hour, with no paid leave. The only civil-law figure in the reference table is the minimum hourly rate:',
      'Umowa o pracę (UoP): miesięczne wynagrodzenie brutto według Kodeksu pracy, z płatnym urlopem i składkami dzielonymi z pracodawcą. B2B: kontraktor prowadzi działalność i wystawia faktury; stawki podaje się zwykle netto (bez VAT), a podatek i składki kontraktor płaci sam, więc stawki B2B nie można porównywać wprost z pensją brutto. Umowa zlecenie (UZ): umowa cywilnoprawna, często z wynagrodzeniem godzinowym, bez płatnego urlopu. Jedyna dana dla umów cywilnoprawnych w tabeli referencyjnej to minimalna stawka godzinowa:',
    ),
    ...cite(b, ['MW-010']),
  ],
};

/** Intent 4: what a term means, briefly, in the chat's language. */
export function answerTerm(b: AnswerBuilder, term: TermId): string {
  return EXPLAIN[term](b).join('\n');
}
