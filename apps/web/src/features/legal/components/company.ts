/** The service provider's registration data, shown in the terms and the privacy policy alike. */
export const COMPANY = {
  name: 'Parytet sp. z o.o.',
  street: 'ul. Grzybowska 87',
  postcode: '00-844',
  city: 'Warszawa',
  court:
    'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
  krs: '0001087342',
  nip: '5273109846',
  regon: '526918473',
  shareCapital: '5 000,00 zł',
  contactEmail: 'kontakt@parytet.pl',
  privacyEmail: 'prywatnosc@parytet.pl',
  complaintsEmail: 'reklamacje@parytet.pl',
  website: 'parytet.pl',
} as const;

/** Date from which both documents apply (product spec §1: the privacy policy from 18 April 2025). */
export const EFFECTIVE_DATE_PL = '18 kwietnia 2025 r.';
