/** The i18n key that puts a gap in words: who is paid less, or that it cannot be shown. */
export const gapSentenceKey = (value: number | null | undefined): string => {
  if (value === null || value === undefined || Number.isNaN(value)) return 'pay-gap.gap.cannotShow';
  // Rounded to the two decimals shown: "0,00%" must not read as "women paid less".
  const shown = Math.round(value * 100) / 100;
  if (shown > 0) return 'pay-gap.gap.womenLess';
  if (shown < 0) return 'pay-gap.gap.menLess';
  return 'pay-gap.gap.none';
};
