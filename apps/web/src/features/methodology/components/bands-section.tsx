import { EQUALS, Formula, Fraction, MethodologySection, MINUS, V } from './methodology-blocks.tsx';
import type { MethodologyText } from './methodology-text.ts';

/** Salary bands: where a person sits in their band (two formulas), then the band's figures. */
export function BandsSection({ text }: { text: MethodologyText }) {
  const { bands, titles } = text;
  return (
    <MethodologySection id="salary-bands" titles={titles}>
      <p>{bands.intro}</p>
      <Formula label={bands.compa.label}>
        {bands.compa.result}
        {EQUALS}
        <Fraction over={<V>{bands.compa.pay}</V>} under={<V>{bands.compa.mid}</V>} />
      </Formula>
      <Formula label={bands.penetration.label}>
        {bands.penetration.result}
        {EQUALS}
        <Fraction
          over={
            <>
              <V>{bands.compa.pay}</V>
              {MINUS}
              <V>{bands.penetration.min}</V>
            </>
          }
          under={
            <>
              <V>{bands.penetration.max}</V>
              {MINUS}
              <V>{bands.penetration.min}</V>
            </>
          }
        />
      </Formula>
      {bands.rest.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </MethodologySection>
  );
}
