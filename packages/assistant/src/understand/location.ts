const LOCATIONS: [string, string][] = [
  ['warsz', 'Warszawa'],
  ['warsaw', 'Warszawa'],
  ['krak', 'Kraków'],
  ['cracow', 'Kraków'],
  ['wrocl', 'Wrocław'],
  ['pozna', 'Poznań'],
  ['gdans', 'Gdańsk'],
  ['gdyn', 'Gdynia'],
  ['lodz', 'Łódź'],
  ['katow', 'Katowice'],
  ['szczec', 'Szczecin'],
  ['lublin', 'Lublin'],
  ['bialyst', 'Białystok'],
  ['rzesz', 'Rzeszów'],
  ['torun', 'Toruń'],
  ['remote', 'remote'],
  ['zdaln', 'remote'],
];

/** A Polish city in any grammatical case, or remote work. */
export function findLocation(tokens: string[]): string | undefined {
  for (const token of tokens) {
    const hit = LOCATIONS.find(([stem]) => token.startsWith(stem));
    if (hit !== undefined) return hit[1];
  }
  return undefined;
}
