/** What an answer is about, so the test knows which of the API's figures it must print. */
export type Topic = 'indicators' | 'flagged' | 'duty' | 'comparison' | 'premise';

export type Conversation = {
  lang: 'en' | 'pl';
  steps: { say: string; topic: Topic }[];
};

const one = (lang: 'en' | 'pl', say: string, topic: Topic): Conversation => ({
  lang,
  steps: [{ say, topic }],
});

/**
 * Questions on the organisation's own reporting as people type them: both languages, typos,
 * missing diacritics, and a few conversations that go from one topic to the next.
 */
export const CONVERSATIONS: Conversation[] = [
  // The indicators.
  one('en', 'What are our indicatros?', 'indicators'),
  one('en', 'show me the art 9 indicators', 'indicators'),
  one('en', 'pay gap indicator summry please', 'indicators'),
  one('en', 'Which indicators does the report give?', 'indicators'),
  one('pl', 'Jakie są nasze wskaźniki?', 'indicators'),
  one('pl', 'pokaz wskazniky raportu', 'indicators'),
  one('pl', 'wskazniki z artykul 9', 'indicators'),
  one('pl', 'podaj wskaźnik luki', 'indicators'),
  // The flagged categories: what each needs, what closing it costs.
  one('en', 'Which category do we need to justfy?', 'flagged'),
  one('en', 'what does closing the gap cost?', 'flagged'),
  one('en', 'flaged categories?', 'flagged'),
  one('en', 'What needs a remedy?', 'flagged'),
  one('en', 'cost to close the gap in L1', 'flagged'),
  one('pl', 'co wymaga uzasadnienai', 'flagged'),
  one('pl', 'które kategorie są oznaczone?', 'flagged'),
  one('pl', 'ile kosztuje wyrownanie luki', 'flagged'),
  one('pl', 'jak wyrównac luke w L2', 'flagged'),
  one('pl', 'zamkniecie luki - koszt?', 'flagged'),
  // The reporting duty and its deadline.
  one('en', 'When is our reporting deadline?', 'duty'),
  one('en', 'do we have to file in 2027?', 'duty'),
  one('en', 'whats our reportng duty', 'duty'),
  one('en', 'when must we submit the report', 'duty'),
  one('pl', 'kiedy mamy termin?', 'duty'),
  one('pl', 'czy mamy obowiazek sprawozdawczy', 'duty'),
  one('pl', 'do kiedy złożyć sprawozdanie', 'duty'),
  one('pl', 'temrin raportowania', 'duty'),
  // This report beside the last.
  one('en', 'How does this compare with last year?', 'comparison'),
  one('en', 'compared to the previous report?', 'comparison'),
  one('en', 'what chnaged since last year', 'comparison'),
  one('en', 'comparison with the previous yaer', 'comparison'),
  one('pl', 'porównaj z zeszłym rokiem', 'comparison'),
  one('pl', 'jak w porownaniu z poprzednim raportem?', 'comparison'),
  one('pl', 'co się zmienilo rok temu', 'comparison'),
  one('pl', 'porownanie z poprzednim', 'comparison'),
  // The premise of the question checked against the report.
  one('en', 'why is the adjusted gap bigger?', 'premise'),
  one('pl', 'dlaczego luka skorygowana jest mniejsza?', 'premise'),
  // From one topic to the next in one chat.
  {
    lang: 'en',
    steps: [
      { say: 'our indicators?', topic: 'indicators' },
      { say: 'and which categories are flagged?', topic: 'flagged' },
      { say: 'how does it compare to last year', topic: 'comparison' },
    ],
  },
  {
    lang: 'pl',
    steps: [
      { say: 'porównanie z zeszłym rokiem', topic: 'comparison' },
      { say: 'a kiedy termin?', topic: 'duty' },
    ],
  },
  {
    lang: 'en',
    steps: [
      { say: 'when is the deadlien?', topic: 'duty' },
      { say: 'what do we have to justify?', topic: 'flagged' },
    ],
  },
  {
    lang: 'pl',
    steps: [
      { say: 'co trzeba uzasadnic', topic: 'flagged' },
      { say: 'wskazniki prosze', topic: 'indicators' },
    ],
  },
];
