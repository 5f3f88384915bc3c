import { useOperator } from '../hooks/use-operator.ts';
import { EFFECTIVE_DATE_PL } from './company.ts';
import { OperatorDetailsLine, OperatorEmail } from './operator-value.tsx';
import { LegalLayout, LegalPoints, LegalSection } from './legal-layout.tsx';

/** Personal-data processing policy (product spec §1): Polish only, exactly 10 sections. */
export function PrivacyPage() {
  const { operator, loading } = useOperator();
  const email = <OperatorEmail value={operator.email} loading={loading} lang="pl" />;
  return (
    <LegalLayout
      title="Polityka prywatności serwisu Parytet"
      meta={`Obowiązuje od ${EFFECTIVE_DATE_PL}`}
    >
      <LegalSection id="administrator" heading="1. Administrator danych osobowych">
        <li>
          Administratorem danych osobowych Użytkowników serwisu Parytet (dalej: „Serwis”) jest{' '}
          <OperatorDetailsLine operator={operator} loading={loading} /> (dalej: „Administrator”).
        </li>
        <li>
          We wszystkich sprawach dotyczących danych osobowych można kontaktować się z
          Administratorem pod adresem e-mail {email} lub pisemnie na adres siedziby.
        </li>
        <li>
          Polityka stosuje się do danych przetwarzanych zgodnie z rozporządzeniem Parlamentu
          Europejskiego i Rady (UE) 2016/679 (dalej: „RODO”). Pojęcia pisane wielką literą mają
          znaczenie nadane im w Regulaminie świadczenia usług w serwisie Parytet.
        </li>
      </LegalSection>

      <LegalSection id="zakres-danych" heading="2. Zakres przetwarzanych danych">
        <li>
          Administrator przetwarza dane podane przy zakładaniu i używaniu Konta: imię i nazwisko,
          adres e-mail, nazwę organizacji, stanowisko, liczbę pracowników organizacji, skrót hasła
          (samo hasło nie jest przechowywane) oraz wybrany język.
        </li>
        <li>
          Administrator przetwarza także dane techniczne: adres IP, datę i godzinę logowania oraz
          informacje o przeglądarce, a przy logowaniu przez Google lub Microsoft – identyfikator i
          adres e-mail przekazane przez tego dostawcę.
        </li>
        <li>
          Pliki z wynagrodzeniami przesyłane przez Klienta zawierają wyłącznie dane zanonimizowane,
          bez imion, nazwisk ani innych identyfikatorów pracowników. Jeżeli mimo to dane te
          pozwalają zidentyfikować pracownika, Administrator przetwarza je jako podmiot
          przetwarzający w imieniu Klienta, na podstawie umowy powierzenia.
        </li>
      </LegalSection>

      <LegalSection id="cele-i-podstawy" heading="3. Cele i podstawy prawne przetwarzania">
        <li>
          Dane są przetwarzane w celu:
          <LegalPoints>
            <li>
              zawarcia i wykonania umowy o świadczenie usług, w tym prowadzenia Konta – art. 6 ust.
              1 lit. b RODO;
            </li>
            <li>
              wystawiania faktur i prowadzenia rozliczeń zgodnie z przepisami podatkowymi i
              rachunkowymi – art. 6 ust. 1 lit. c RODO;
            </li>
            <li>
              zapewnienia bezpieczeństwa Serwisu, rozpatrywania reklamacji oraz dochodzenia roszczeń
              i obrony przed nimi – art. 6 ust. 1 lit. f RODO;
            </li>
            <li>
              wysyłania wiadomości o zmianach w Serwisie i Regulaminie – art. 6 ust. 1 lit. f RODO.
            </li>
          </LegalPoints>
        </li>
      </LegalSection>

      <LegalSection id="okres-przechowywania" heading="4. Okres przechowywania danych">
        <li>
          Dane związane z Kontem są przechowywane przez czas trwania umowy, a po jej rozwiązaniu
          przez 14 dni przeznaczone na pobranie danych, po czym są usuwane.
        </li>
        <li>
          Dane Konta zablokowanego po Okresie testowym są usuwane po 30 dniach od zablokowania.
        </li>
        <li>
          Dane zawarte w dokumentach księgowych są przechowywane przez 5 lat od końca roku
          kalendarzowego, w którym upłynął termin płatności podatku; dane potrzebne do obrony przed
          roszczeniami – do upływu terminu ich przedawnienia.
        </li>
      </LegalSection>

      <LegalSection id="odbiorcy" heading="5. Odbiorcy danych">
        <li>
          Dane mogą być przekazywane podmiotom przetwarzającym je na zlecenie Administratora:
          dostawcom hostingu i infrastruktury, usług poczty elektronicznej, obsługi płatności oraz
          biuru rachunkowemu – wyłącznie w zakresie niezbędnym do świadczenia usług.
        </li>
        <li>
          Przy logowaniu przez Google lub Microsoft dane są wymieniane z tymi dostawcami na zasadach
          określonych w ich politykach prywatności.
        </li>
        <li>
          Dane mogą być udostępniane organom publicznym, gdy obowiązek taki wynika z przepisów
          prawa.
        </li>
      </LegalSection>

      <LegalSection id="panstwa-trzecie" heading="6. Przekazywanie danych poza EOG">
        <li>
          Administrator przechowuje dane na serwerach położonych w Europejskim Obszarze
          Gospodarczym.
        </li>
        <li>
          Jeżeli odbiorca danych ma siedzibę poza EOG, dane są przekazywane na podstawie decyzji
          Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony albo standardowych klauzul
          umownych przyjętych przez Komisję.
        </li>
      </LegalSection>

      <LegalSection id="prawa" heading="7. Prawa osób, których dane dotyczą">
        <li>
          Każda osoba, której dane dotyczą, ma prawo do: dostępu do danych, ich sprostowania,
          usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz wniesienia sprzeciwu wobec
          przetwarzania opartego na prawnie uzasadnionym interesie Administratora.
        </li>
        <li>
          Żądania można kierować na adres {email}. Administrator odpowiada bez zbędnej zwłoki, nie
          później niż w ciągu miesiąca od otrzymania żądania.
        </li>
        <li>
          Przysługuje także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul.
          Stawki 2, 00-193 Warszawa).
        </li>
      </LegalSection>

      <LegalSection id="dobrowolnosc" heading="8. Dobrowolność podania danych i profilowanie">
        <li>
          Podanie danych jest dobrowolne, lecz niezbędne do założenia Konta i korzystania z Serwisu.
        </li>
        <li>
          Administrator nie podejmuje wobec Użytkowników decyzji opartych wyłącznie na
          zautomatyzowanym przetwarzaniu, w tym profilowaniu, wywołujących skutki prawne.
        </li>
      </LegalSection>

      <LegalSection id="pliki-cookies" heading="9. Pliki cookies i pamięć przeglądarki">
        <li>
          Serwis zapisuje w pamięci przeglądarki (local storage i session storage) wyłącznie
          informacje niezbędne do jego działania: token sesji, wybrany język oraz szkic formularza
          rejestracji.
        </li>
        <li>
          Serwis nie używa plików cookies reklamowych ani narzędzi śledzących podmiotów trzecich.
          Użytkownik może usunąć zapisane informacje w ustawieniach przeglądarki, co powoduje
          wylogowanie.
        </li>
      </LegalSection>

      <LegalSection id="bezpieczenstwo-i-zmiany" heading="10. Bezpieczeństwo i zmiany polityki">
        <li>
          Administrator stosuje środki techniczne i organizacyjne odpowiednie do ryzyka, w
          szczególności szyfrowane połączenie, skróty haseł oraz rozdzielenie danych klientów.
        </li>
        <li>O zmianach polityki Administrator informuje w Serwisie i na adres e-mail Konta.</li>
        <li>Polityka prywatności obowiązuje od {EFFECTIVE_DATE_PL}</li>
      </LegalSection>
    </LegalLayout>
  );
}
