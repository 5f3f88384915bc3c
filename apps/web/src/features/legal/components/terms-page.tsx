import { useOperator } from '../hooks/use-operator.ts';
import { EFFECTIVE_DATE_PL } from './company.ts';
import { OperatorDetailsLine, OperatorEmail } from './operator-value.tsx';
import { LegalLayout, LegalPoints, LegalSection } from './legal-layout.tsx';

/** Terms of service (product spec §1); Polish only, opened in a new tab from the app. */
export function TermsPage() {
  const { operator, loading } = useOperator();
  const email = <OperatorEmail value={operator.email} loading={loading} lang="pl" />;
  return (
    <LegalLayout
      title="Regulamin świadczenia usług w serwisie Parytet"
      meta={`Obowiązuje od ${EFFECTIVE_DATE_PL}`}
    >
      <LegalSection id="postanowienia-ogolne" heading="§ 1. Postanowienia ogólne">
        <li>
          Niniejszy regulamin (dalej: „Regulamin”) określa zasady i warunki świadczenia drogą
          elektroniczną usług w serwisie internetowym Parytet (dalej: „Serwis”), w szczególności w
          rozumieniu ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.
        </li>
        <li>
          Usługodawcą jest <OperatorDetailsLine operator={operator} loading={loading} /> (dalej:
          „Usługodawca”).
        </li>
        <li>
          Serwis jest przeznaczony wyłącznie dla przedsiębiorców i innych podmiotów zatrudniających
          pracowników, działających w związku z prowadzoną działalnością. Serwis nie jest
          przeznaczony dla konsumentów.
        </li>
        <li>
          Z Usługodawcą można kontaktować się pod adresem e-mail {email} lub pisemnie na adres
          siedziby.
        </li>
      </LegalSection>

      <LegalSection id="definicje" heading="§ 2. Definicje">
        <li>
          Użyte w Regulaminie określenia oznaczają:
          <LegalPoints>
            <li>
              <strong>Klient</strong> – podmiot, o którym mowa w § 1 ust. 3, który założył Konto i
              zawarł z Usługodawcą umowę o świadczenie usług na warunkach Regulaminu (dalej:
              „Umowa”);
            </li>
            <li>
              <strong>Konto</strong> – konto organizacji Klienta w Serwisie, w ramach którego
              przechowywane są przesłane pliki, raporty i rozmowy z asystentem;
            </li>
            <li>
              <strong>Użytkownik</strong> – osoba fizyczna działająca w imieniu Klienta, której
              umożliwiono dostęp do Konta;
            </li>
            <li>
              <strong>Plan</strong> – wariant usług (STARTER, PRO, MASTER, GURU, ENTERPRISE)
              określający zakres funkcji oraz limity liczby raportów i rekordów;
            </li>
            <li>
              <strong>Subskrypcja</strong> – odpłatny dostęp do Serwisu w wybranym Planie przez
              Okres rozliczeniowy;
            </li>
            <li>
              <strong>Okres rozliczeniowy</strong> – miesiąc albo rok, za który z góry pobierana
              jest opłata za Subskrypcję;
            </li>
            <li>
              <strong>Okres testowy</strong> – bezpłatny okres korzystania z Serwisu, o którym mowa
              w § 6;
            </li>
            <li>
              <strong>Dzień roboczy</strong> – dzień od poniedziałku do piątku z wyjątkiem dni
              ustawowo wolnych od pracy w Polsce.
            </li>
          </LegalPoints>
        </li>
      </LegalSection>

      <LegalSection id="zakres-uslug" heading="§ 3. Zakres usług">
        <li>
          Usługodawca udostępnia Klientowi narzędzia do analizy luki płacowej ze względu na płeć, w
          szczególności: raport podstawowy luki płacowej (średnia i mediana), raport skorygowany
          według poziomów stanowisk, widełki płacowe, zestawienie wynagrodzeń pracowników oraz
          asystenta czatu.
        </li>
        <li>
          Zakres dostępnych funkcji oraz limity zależą od wybranego Planu i są opisane w Serwisie.
          Warunki Planu ENTERPRISE ustalane są indywidualnie.
        </li>
        <li>
          Raporty są sporządzane według metodyki opisanej w Serwisie, opartej na dyrektywie
          Parlamentu Europejskiego i Rady (UE) 2023/970. Raporty mają charakter informacyjny i
          pomocniczy; nie stanowią porady prawnej ani nie zastępują oceny dokonanej przez Klienta.
        </li>
      </LegalSection>

      <LegalSection id="wymagania-techniczne" heading="§ 4. Wymagania techniczne">
        <li>
          Do korzystania z Serwisu niezbędne są:
          <LegalPoints>
            <li>
              urządzenie z dostępem do sieci Internet, zalecane stabilne łącze o przepustowości co
              najmniej 5 Mb/s;
            </li>
            <li>
              aktualna wersja jednej z przeglądarek: Chrome, Firefox, Safari lub Edge, z włączoną
              obsługą JavaScript i plików cookies;
            </li>
            <li>system operacyjny MacOS, Linux, Windows, Android lub iOS;</li>
            <li>aktywny adres e-mail.</li>
          </LegalPoints>
        </li>
        <li>
          Pliki z danymi przesyła się w formacie CSV, XLS lub XLSX, o rozmiarze nie większym niż 10
          MB, zgodnie z wymaganiami opisanymi na stronie przesyłania raportu.
        </li>
      </LegalSection>

      <LegalSection id="konto" heading="§ 5. Konto i zawarcie Umowy">
        <li>
          Konto zakłada się, podając adres e-mail, hasło, nazwę organizacji oraz liczbę pracowników,
          a także imię, nazwisko i stanowisko osoby zakładającej Konto, oraz akceptując Regulamin.
          Konto można również założyć za pośrednictwem konta Google lub Microsoft, uzupełniając
          pozostałe dane.
        </li>
        <li>
          Umowa zostaje zawarta z chwilą potwierdzenia adresu e-mail za pomocą linku przesłanego
          przez Usługodawcę i jest zawierana na czas nieoznaczony.
        </li>
        <li>
          Pierwszy Użytkownik Konta jest jego właścicielem i może przyznawać dostęp do Konta
          kolejnym Użytkownikom oraz go odbierać. Klient odpowiada za działania Użytkowników.
        </li>
        <li>
          Użytkownik jest obowiązany zachować hasło w poufności i niezwłocznie powiadomić
          Usługodawcę o podejrzeniu jego ujawnienia.
        </li>
      </LegalSection>

      <LegalSection id="okres-probny" heading="§ 6. Bezpłatny okres testowy">
        <li>
          Po założeniu Konta Klient otrzymuje bezpłatny Okres testowy. Długość Okresu testowego jest
          wskazywana Klientowi w Serwisie.
        </li>
        <li>
          Jeżeli do końca Okresu testowego Klient nie rozpocznie Subskrypcji, Konto zostaje
          zablokowane: Użytkownicy mogą się zalogować i przeglądać dotychczasowe raporty, lecz nie
          mogą przesyłać nowych plików.
        </li>
        <li>
          Jeżeli w ciągu 30 dni od zablokowania Konta Klient nie rozpocznie Subskrypcji, Konto wraz
          ze wszystkimi danymi zostaje trwale usunięte.
        </li>
      </LegalSection>

      <LegalSection id="oplaty" heading="§ 7. Subskrypcja, opłaty i płatności">
        <li>
          Subskrypcja jest rozliczana miesięcznie albo rocznie, według wyboru Klienta, z góry za
          cały Okres rozliczeniowy.
        </li>
        <li>
          Ceny podane w cenniku są cenami netto; do cen dolicza się podatek od towarów i usług (VAT)
          według stawki obowiązującej w dniu wystawienia faktury.
        </li>
        <li>
          Płatności dokonuje się kartą płatniczą albo przelewem na rachunek bankowy Usługodawcy.
        </li>
        <li>
          Usługodawca wystawia fakturę do 15. dnia miesiąca następującego po miesiącu, w którym
          rozpoczął się Okres rozliczeniowy, i przesyła ją w formie elektronicznej na adres e-mail
          Konta, na co Klient wyraża zgodę.
        </li>
        <li>
          Wniesione opłaty nie podlegają zwrotowi, również w razie rozwiązania Umowy przed końcem
          Okresu rozliczeniowego, z zastrzeżeniem § 8 ust. 3.
        </li>
        <li>
          Subskrypcja przedłuża się na kolejny Okres rozliczeniowy, chyba że Klient zrezygnuje z
          niej przed końcem bieżącego Okresu rozliczeniowego.
        </li>
      </LegalSection>

      <LegalSection id="dostepnosc" heading="§ 8. Dostępność Serwisu">
        <li>
          Usługodawca dokłada starań, aby Serwis działał nieprzerwanie, przez całą dobę, siedem dni
          w tygodniu.
        </li>
        <li>
          Usługodawca może przeprowadzać prace techniczne, o ile to możliwe w godzinach
          najmniejszego ruchu i po uprzedniej informacji w Serwisie.
        </li>
        <li>
          Za każde rozpoczęte 24 godziny niedostępności Serwisu z przyczyn leżących po stronie
          Usługodawcy, z wyłączeniem zapowiedzianych prac technicznych oraz siły wyższej, Klientowi
          przysługuje przedłużenie Subskrypcji o jeden dzień, na wniosek złożony w trybie § 11.
        </li>
      </LegalSection>

      <LegalSection id="dane" heading="§ 9. Dane przesyłane przez Klienta">
        <li>
          Klient przesyła wyłącznie dane zanonimizowane: identyfikator pracownika, płeć, poziom i
          nazwę stanowiska, miejsce pracy, liczbę dni nieobecności, wynagrodzenie zasadnicze oraz
          roczną sumę premii i benefitów. Plik zawierający inne kolumny, w szczególności imiona,
          nazwiska lub numery PESEL, jest odrzucany.
        </li>
        <li>
          Klient odpowiada za zgodność przesyłanych danych z prawem oraz za ich prawidłowość.
          Usługodawca przetwarza te dane wyłącznie w celu świadczenia usług i nie udostępnia ich
          innym klientom.
        </li>
        <li>
          Zasady przetwarzania danych osobowych Użytkowników określa Polityka prywatności dostępna w
          Serwisie. Jeżeli Usługodawca przetwarza dane osobowe w imieniu Klienta, strony zawierają
          umowę powierzenia przetwarzania danych osobowych.
        </li>
      </LegalSection>

      <LegalSection id="logo" heading="§ 10. Oznaczenie Klienta w materiałach Usługodawcy">
        <li>
          Za odrębną zgodą Klienta Usługodawca może umieszczać jego nazwę i logo w wykazie klientów
          w Serwisie i materiałach informacyjnych.
        </li>
        <li>
          Klient może w każdym czasie cofnąć zgodę, o której mowa w ust. 1. Usługodawca usuwa logo
          Klienta w terminie 7 dni roboczych od otrzymania oświadczenia o cofnięciu zgody.
        </li>
      </LegalSection>

      <LegalSection id="reklamacje" heading="§ 11. Reklamacje">
        <li>
          Reklamacje dotyczące usług można składać w terminie 30 dni od dnia wystąpienia zdarzenia
          będącego przyczyną reklamacji, na adres e-mail {email} lub pisemnie na adres siedziby
          Usługodawcy.
        </li>
        <li>Reklamacja powinna zawierać nazwę Klienta, adres e-mail Konta oraz opis zastrzeżeń.</li>
        <li>
          Usługodawca rozpatruje reklamację w terminie 30 dni od dnia jej otrzymania i informuje
          Klienta o rozstrzygnięciu na adres e-mail Konta.
        </li>
      </LegalSection>

      <LegalSection id="rozwiazanie-umowy" heading="§ 12. Rozwiązanie Umowy">
        <li>
          Klient może wypowiedzieć Umowę w każdym czasie ze skutkiem na koniec bieżącego Okresu
          rozliczeniowego.
        </li>
        <li>
          Usługodawca może wypowiedzieć Umowę ze skutkiem natychmiastowym, jeżeli Klient mimo
          wezwania rażąco narusza Regulamin, w szczególności przesyła dane niezanonimizowane.
        </li>
        <li>
          Przez 14 dni od rozwiązania Umowy Klient może pobrać swoje dane i raporty. Po upływie tego
          terminu dane zostają trwale usunięte.
        </li>
      </LegalSection>

      <LegalSection id="odpowiedzialnosc" heading="§ 13. Odpowiedzialność">
        <li>
          Usługodawca nie odpowiada za skutki decyzji podjętych przez Klienta na podstawie raportów
          ani za błędy wynikające z nieprawidłowych danych przesłanych przez Klienta.
        </li>
        <li>
          Odpowiedzialność Usługodawcy wobec Klienta ogranicza się do wysokości opłat uiszczonych
          przez Klienta w okresie 12 miesięcy poprzedzających zdarzenie będące podstawą roszczenia,
          z wyjątkiem szkody wyrządzonej umyślnie.
        </li>
      </LegalSection>

      <LegalSection id="zmiany-regulaminu" heading="§ 14. Zmiany Regulaminu">
        <li>
          Usługodawca może zmienić Regulamin z ważnych przyczyn, w szczególności zmiany przepisów
          prawa, zakresu usług lub względów bezpieczeństwa.
        </li>
        <li>
          O zmianie Regulaminu Usługodawca informuje Klienta w Serwisie i na adres e-mail Konta.
          Zmiana wchodzi w życie w terminie wskazanym w powiadomieniu, nie krótszym niż 21 dni od
          dnia powiadomienia.
        </li>
        <li>
          Klient, który nie akceptuje zmian, może wypowiedzieć Umowę przed dniem ich wejścia w
          życie.
        </li>
      </LegalSection>

      <LegalSection id="postanowienia-koncowe" heading="§ 15. Postanowienia końcowe">
        <li>Umowa i Regulamin podlegają prawu polskiemu.</li>
        <li>
          Spory wynikające z Umowy rozstrzyga sąd powszechny właściwy dla siedziby Usługodawcy.
        </li>
        <li>Regulamin obowiązuje od {EFFECTIVE_DATE_PL}</li>
      </LegalSection>
    </LegalLayout>
  );
}
