import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import {
  EQUALS,
  Formula,
  Fraction,
  MethodologyContents,
  MethodologySection,
  MINUS,
  PLUS,
  type SectionTitles,
  TIMES,
  V,
} from './methodology-blocks.tsx';

const titles: SectionTitles = {
  'upload-columns': 'Plik z wynagrodzeniami',
  measures: 'Trzy miary wynagrodzenia',
  'mean-and-median': 'Średnia i mediana',
  'gap-formula': 'Luka płacowa',
  'minimum-group': 'Minimalna liczebność grupy',
  'adjusted-gap': 'Skorygowana luka płacowa według poziomów (W1 i W2)',
  'salary-ranges': 'Przedziały wynagrodzeń',
  'employee-comparator': 'Porównanie pracowników',
  'rounding-and-order': 'Zaokrąglenia i kolejność',
  'directive-2027': 'Czego dyrektywa wymaga od 2027 r.',
  references: 'Źródła',
};

const n = (value: number, decimals = 0) => formatNumber(value, 'pl', decimals);
const zl = (value: number) => formatMoney(value, 'pl');
const pct = (value: number) => formatPercent(value, 'pl');

export function MethodologyContentPl() {
  return (
    <>
      <header className="methodology__intro">
        <h1>Jak Parytet oblicza lukę płacową</h1>
        <p>
          Ta strona wyjaśnia każdą liczbę w raportach Parytetu: jakie dane odczytujemy z Twojego
          pliku, które miary wynagrodzenia porównujemy i jakie wzory stoją za wynikami. Metoda jest
          zgodna z dyrektywą (UE) 2023/970 w sprawie przejrzystości wynagrodzeń.
        </p>
      </header>

      <MethodologyContents label="Spis treści" titles={titles} />

      <MethodologySection id="upload-columns" titles={titles}>
        <p>
          Przesyłasz jeden zanonimizowany plik CSV, XLS lub XLSX (jeden arkusz, najwyżej 10 MB) z
          wierszem nagłówka. Kolumny mogą występować w dowolnej kolejności; ich nazwy są
          rozpoznawane bez względu na wielkość liter i otaczające spacje, akceptowane są też polskie
          nazwy z polskiego pliku przykładowego. Każda inna kolumna powoduje odrzucenie pliku,
          ponieważ nie może on zawierać imion, nazwisk ani innych danych osobowych.
        </p>
        <div className="methodology__table-wrap">
          <table className="methodology__table">
            <thead>
              <tr>
                <th scope="col">Kolumna</th>
                <th scope="col">Znaczenie</th>
                <th scope="col">Zasada</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">ID</th>
                <td>anonimowy identyfikator pracownika</td>
                <td>wymagane, niepowtarzalne w pliku</td>
              </tr>
              <tr>
                <th scope="row">Gender (płeć)</th>
                <td>
                  <code>Kobieta</code> lub <code>Mężczyzna</code> (także <code>Female</code>,{' '}
                  <code>Male</code>), wielkość liter dowolna
                </td>
                <td>wymagane</td>
              </tr>
              <tr>
                <th scope="row">Level (poziom)</th>
                <td>poziom stanowiska, dowolna etykieta (1, L3, Senior)</td>
                <td>wymagane</td>
              </tr>
              <tr>
                <th scope="row">Position (stanowisko)</th>
                <td>nazwa stanowiska</td>
                <td>wymagane</td>
              </tr>
              <tr>
                <th scope="row">Location (lokalizacja)</th>
                <td>miejsce pracy</td>
                <td>opcjonalne</td>
              </tr>
              <tr>
                <th scope="row">Days Off (dni wolne)</th>
                <td>dni nieobecności bez prawa do wynagrodzenia w roku sprawozdawczym</td>
                <td>liczba od 0 do 250; puste pole oznacza 0</td>
              </tr>
              <tr>
                <th scope="row">Base Salary (wynagrodzenie zasadnicze)</th>
                <td>miesięczne wynagrodzenie zasadnicze brutto przy pełnym etacie</td>
                <td>liczba większa od 0, najwyżej 10 000 000</td>
              </tr>
              <tr>
                <th scope="row">Bonuses and Benefits (premie i świadczenia)</th>
                <td>roczna suma premii i świadczeń</td>
                <td>liczba równa 0 lub większa, najwyżej 120 000 000; puste pole oznacza 0</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Liczby można zapisać jako <code>12345.67</code>, <code>12 345,67</code> lub{' '}
          <code>12,345.67</code> albo jako liczbowe komórki Excela. Gdy plik zostanie odrzucony,
          komunikat wskazuje pierwsze błędne wiersze i kolumny (najwyżej 20).
        </p>
      </MethodologySection>

      <MethodologySection id="measures" titles={titles}>
        <p>
          Każdego pracownika porównujemy według trzech miar, przyjmując <V>N</V> = 250 dni roboczych
          w roku:
        </p>
        <dl className="methodology__measures">
          <dt>Wynagrodzenie zasadnicze</dt>
          <dd>
            <Formula label="wynagrodzenie zasadnicze = Base Salary">
              wynagrodzenie zasadnicze{EQUALS}
              <V>Base Salary</V>
            </Formula>
          </dd>
          <dt>Wynagrodzenie z uwzględnieniem dni wolnych – faktycznie wypracowane</dt>
          <dd>
            <Formula label="wynagrodzenie z uwzględnieniem dni wolnych = Base Salary × (250 − Days Off) / 250">
              <V>Base Salary</V>
              {TIMES}
              <Fraction
                over={
                  <>
                    250{MINUS}
                    <V>Days Off</V>
                  </>
                }
                under="250"
              />
            </Formula>
          </dd>
          <dt>Wynagrodzenie z premiami – miesięczny odpowiednik całego wynagrodzenia</dt>
          <dd>
            <Formula label="wynagrodzenie z premiami = Base Salary + Bonuses and Benefits / 12">
              <V>Base Salary</V>
              {PLUS}
              <Fraction over={<V>Bonuses and Benefits</V>} under="12" />
            </Formula>
          </dd>
        </dl>
        <p className="methodology__example">
          Przykład: wynagrodzenie zasadnicze {zl(10000)} i 25 dni wolnych daje {n(10000)} × (250 −
          25) / 250 = {zl(9000)} z uwzględnieniem dni wolnych; przy rocznych premiach {zl(12000)}{' '}
          daje {n(10000)} + {n(12000)} / 12 = {zl(11000)} z premiami.
        </p>
      </MethodologySection>

      <MethodologySection id="mean-and-median" titles={titles}>
        <p>
          Raport podstawowy pokazuje osobno dla kobiet i dla mężczyzn <strong>średnią</strong> (sumę
          wartości podzieloną przez ich liczbę) oraz <strong>medianę</strong> (wartość środkową po
          uporządkowaniu) każdej z trzech miar.
        </p>
        <p>
          Przy parzystej liczbie wartości nie ma jednej środkowej, więc mediana jest średnią dwóch
          środkowych: dla {n(8000)}, {n(9000)}, {n(10000)} i {n(12000)} wynosi ({n(9000)} +{' '}
          {n(10000)}) / 2 = {n(9500)}. Pusta grupa nie ma średniej ani mediany.
        </p>
      </MethodologySection>

      <MethodologySection id="gap-formula" titles={titles}>
        <p>
          Luka płacowa to różnica między wynagrodzeniem mężczyzn i kobiet wyrażona jako procent
          wynagrodzenia mężczyzn, liczona tak samo dla średnich i dla median:
        </p>
        <Formula label="luka płacowa = (mężczyźni − kobiety) / mężczyźni × 100">
          luka płacowa{EQUALS}
          <Fraction
            over={
              <>
                <V>mężczyźni</V>
                {MINUS}
                <V>kobiety</V>
              </>
            }
            under={<V>mężczyźni</V>}
          />
          {TIMES}100
        </Formula>
        <p>
          Luka <strong>dodatnia</strong> oznacza, że kobiety zarabiają mniej niż mężczyźni; luka{' '}
          <strong>ujemna</strong> – że mniej zarabiają mężczyźni. Raport podstawowy pokazuje lukę
          dla wszystkich trzech miar. W raportach kolor luki staje się intensywniejszy wraz z jej
          wielkością aż do ±30%; większe luki mają kolor najintensywniejszy.
        </p>
        <figure className="methodology__example">
          <figcaption>
            Przykład: wynagrodzenia zasadnicze trzech kobiet i trzech mężczyzn
          </figcaption>
          <p>
            Kobiety: {n(8000)}, {n(9000)}, {n(10405)}. Średnia = {n(27405)} / 3 = {n(9135)}; mediana
            = {n(9000)}.
            <br />
            Mężczyźni: {n(9000)}, {n(10000)}, {n(11000)}. Średnia = {n(30000)} / 3 = {n(10000)};
            mediana = {n(10000)}.
          </p>
          <p>
            Luka płacowa średnich = ({n(10000)} − {n(9135)}) / {n(10000)} × 100 ={' '}
            <strong>{pct(8.65)}</strong>.<br />
            Luka płacowa median = ({n(10000)} − {n(9000)}) / {n(10000)} × 100 ={' '}
            <strong>{pct(10)}</strong>.
          </p>
          <p>
            Na każde {zl(100)} przeciętnego wynagrodzenia tych mężczyzn kobiety otrzymują średnio{' '}
            {n(91.35, 2)} zł.
          </p>
        </figure>
      </MethodologySection>

      <MethodologySection id="minimum-group" titles={titles}>
        <p>
          Luka jest pokazywana tylko wtedy, gdy porównywana grupa liczy co najmniej{' '}
          <strong>3 kobiety</strong> i co najmniej <strong>3 mężczyzn</strong>. Mniejsze grupy dają
          niewiarygodne wyniki i mogłyby ujawnić wynagrodzenie konkretnej osoby, dlatego ich luka
          pozostaje pusta. Zasada dotyczy całej organizacji, każdego poziomu i każdego stanowiska.
        </p>
      </MethodologySection>

      <MethodologySection id="adjusted-gap" titles={titles}>
        <p>
          Raport skorygowany porównuje kobiety i mężczyzn pracujących na tym samym poziomie, co
          usuwa wpływ różnego rozkładu kobiet i mężczyzn między poziomami. Każdy wiersz zawiera
          poziom, liczbę osób, kobiet i mężczyzn, średnie wynagrodzenie kobiet i mężczyzn oraz lukę.
        </p>
        <ul>
          <li>
            <strong>W1</strong>: według poziomów, dla wynagrodzenia zasadniczego.
          </li>
          <li>
            <strong>W2</strong>: według poziomów, dla wynagrodzenia z premiami.
          </li>
        </ul>
        <p>
          Dla każdej tabeli jedna liczba podsumowuje poziomy: średnia luk poziomów ważona liczbą
          osób, z pominięciem poziomów, dla których luki nie można pokazać:
        </p>
        <Formula label="luka ważona = suma (luka poziomu × liczba osób na poziomie) / suma liczby osób na tych poziomach">
          luka ważona{EQUALS}
          <Fraction
            over={
              <>
                Σ <V>luka poziomu</V>
                {TIMES}
                <V>osoby na poziomie</V>
              </>
            }
            under={
              <>
                Σ <V>osoby na poziomie</V>
              </>
            }
          />
        </Formula>
        <p className="methodology__example">
          Przykład: poziom L1 liczy 10 osób i ma lukę {pct(5)}, L2 liczy 30 osób i ma lukę {pct(10)}
          , a L3 ma tylko 2 kobiety, więc nie ma luki. Luka ważona = ({n(5)} × 10 + {n(10)} × 30) /
          (10 + 30) = {pct(8.75)}.
        </p>
      </MethodologySection>

      <MethodologySection id="salary-ranges" titles={titles}>
        <p>Przedziały wynagrodzeń są liczone dla wynagrodzenia zasadniczego.</p>
        <ul>
          <li>
            <strong>Podstawowe</strong>: jeden wiersz na poziom z liczbą osób, kobiet i mężczyzn,
            średnim i medianowym wynagrodzeniem oraz przedziałem od najniższego do najwyższego
            wynagrodzenia.
          </li>
          <li>
            <strong>Rozszerzone</strong>: jeden wiersz na stanowisko w obrębie poziomu, ze średnią i
            medianą, liczbą osób, liczbą i średnim wynagrodzeniem kobiet i mężczyzn oraz luką
            płacową (z zachowaniem minimalnej liczebności grupy).
          </li>
        </ul>
      </MethodologySection>

      <MethodologySection id="employee-comparator" titles={titles}>
        <p>
          W tabeli pracowników wynagrodzenie zasadnicze każdej osoby jest porównywane z{' '}
          <strong>punktem odniesienia</strong>: średnim wynagrodzeniem zasadniczym osób drugiej
          płci:
        </p>
        <ol>
          <li>
            na tym samym stanowisku i poziomie (czyli przy tej samej pracy: młodszy i starszy
            specjalista o tej samej nazwie stanowiska są porównywani osobno), a jeśli nie zajmuje go
            nikt drugiej płci –
          </li>
          <li>na tym samym poziomie, a jeśli i tam nie ma nikogo drugiej płci –</li>
          <li>brak punktu odniesienia: różnica i luka pozostają wtedy puste.</li>
        </ol>
        <Formula label="różnica wynagrodzenia = wynagrodzenie − punkt odniesienia">
          różnica wynagrodzenia{EQUALS}
          <V>wynagrodzenie</V>
          {MINUS}
          <V>punkt odniesienia</V>
        </Formula>
        <Formula label="luka = (wynagrodzenie − punkt odniesienia) / punkt odniesienia × 100">
          luka{EQUALS}
          <Fraction
            over={
              <>
                <V>wynagrodzenie</V>
                {MINUS}
                <V>punkt odniesienia</V>
              </>
            }
            under={<V>punkt odniesienia</V>}
          />
          {TIMES}100
        </Formula>
        <p>
          Uwaga na znak: tutaj luka <strong>ujemna</strong> oznacza, że osoba zarabia mniej niż
          średnio osoby drugiej płci wykonujące tę samą pracę. Przykład: kobieta zarabiająca{' '}
          {zl(9000)} na stanowisku, na którym mężczyźni zarabiają średnio {zl(10000)}, ma różnicę{' '}
          {zl(-1000)} i lukę ({n(9000)} − {n(10000)}) / {n(10000)} × 100 = {pct(-10)}. Tabela
          pokazuje też średnie wynagrodzenia na stanowisku i poziomie, ogółem i według płci.
        </p>
      </MethodologySection>

      <MethodologySection id="rounding-and-order" titles={titles}>
        <p>
          Wszystkie obliczenia wykonujemy na dokładnych wartościach; kwoty i procenty zaokrąglamy do
          2 miejsc po przecinku dopiero na końcu (wartości połówkowe zaokrąglamy od zera). Na
          ekranach kwoty są pokazywane w pełnych złotych, a procenty z dwoma miejscami po przecinku.
        </p>
        <p>
          Poziomy i stanowiska są porządkowane naturalnie, czyli liczby w etykietach są traktowane
          jak liczby: L2 występuje przed L10.
        </p>
      </MethodologySection>

      <MethodologySection id="directive-2027" titles={titles}>
        <p>
          Państwa członkowskie muszą wdrożyć dyrektywę w sprawie przejrzystości wynagrodzeń do 7
          czerwca 2026 r. Pracodawcy zatrudniający co najmniej 250 pracowników złożą pierwsze
          sprawozdanie o luce płacowej do 7 czerwca 2027 r., a następnie co roku; zatrudniający
          150–249 pracowników również do 7 czerwca 2027 r., a następnie co trzy lata; zatrudniający
          100–149 pracowników od 7 czerwca 2031 r., co trzy lata. Sprawozdanie obejmuje średnią i
          medianową lukę płacową, lukę w premiach i innych zmiennych składnikach wynagrodzenia,
          odsetek kobiet i mężczyzn otrzymujących takie składniki, odsetek kobiet i mężczyzn w
          każdym kwartylu płacowym oraz lukę w kategoriach pracowników wykonujących taką samą pracę
          lub pracę o takiej samej wartości. Jeżeli ta luka wynosi co najmniej 5%, nie jest
          uzasadniona obiektywnymi, neutralnymi płciowo kryteriami i nie zostanie usunięta w ciągu
          sześciu miesięcy, pracodawca musi przeprowadzić wspólną ocenę wynagrodzeń z
          przedstawicielami pracowników.
        </p>
      </MethodologySection>

      <MethodologySection id="references" titles={titles}>
        <ul>
          <li>
            <a
              href="https://eur-lex.europa.eu/eli/dir/2023/970/oj"
              rel="noreferrer"
              target="_blank"
            >
              Dyrektywa Parlamentu Europejskiego i Rady (UE) 2023/970
            </a>{' '}
            z dnia 10 maja 2023 r. w sprawie przejrzystości wynagrodzeń: art. 3 (definicje luki
            płacowej i medianowej luki płacowej) oraz art. 9 (sprawozdawczość w zakresie luki
            płacowej między pracownikami płci żeńskiej i męskiej).
          </li>
          <li>
            <a
              href="https://www.legislation.gov.uk/uksi/2017/172/contents/made"
              rel="noreferrer"
              target="_blank"
            >
              UK SI 2017/172
            </a>
            , The Equality Act 2010 (Gender Pay Gap Information) Regulations 2017 – brytyjskie
            przepisy stosujące te same wzory średniej i mediany, w odniesieniu do wynagrodzenia
            mężczyzn.
          </li>
        </ul>
      </MethodologySection>
    </>
  );
}
