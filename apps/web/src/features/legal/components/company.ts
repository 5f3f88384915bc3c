/** Date from which both documents apply (product spec §1: the privacy policy from 18 April 2025). */
export const EFFECTIVE_DATE_PL = '18 kwietnia 2025 r.';
