import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { V } from './methodology-blocks.tsx';
import type { MethodologyText } from './methodology-text.ts';

const n = (value: number, decimals = 0) => formatNumber(value, 'pl', decimals);
const zl = (value: number) => formatMoney(value, 'pl');
const pct = (value: number) => formatPercent(value, 'pl');

export const methodologyTextPl: MethodologyText = {
  eu: {
    indicators: [
      'Sekcja Jawność wynagrodzeń oblicza siedem wskaźników z art. 9 ust. 1. Każda luka to ' +
        '(mężczyźni − kobiety) / mężczyźni × 100 i jest utajniana, gdy w grupie jest mniej niż ' +
        '3 kobiety lub 3 mężczyzn.',
      'Czas pracy: wynagrodzenie zasadnicze oraz premie i benefity to kwoty faktycznie ' +
        'wypłacone. Gdy plik ma kolumnę Etat (0 < etat ≤ 1) albo Godziny tygodniowo (etat = ' +
        'godziny / 40; gdy wiersz ma obie, rozstrzyga Etat), każde porównanie wynagrodzeń między ' +
        'osobami (raport podstawowy i skorygowany, widełki, tabela pracowników, te wskaźniki, ' +
        'kategorie, regresja, koszt wyrównania i odpowiedzi z art. 7) używa kwot w przeliczeniu ' +
        'na pełny etat: kwota ÷ etat. Ekrany mówią „w przeliczeniu na pełny etat” wszędzie, gdzie ' +
        'stoi taka liczba, a odpowiedź pracownikowi podaje i kwotę wypłaconą, i jej przeliczenie. ' +
        'Etat równy 0 lub większy niż 1 jest odrzucany (INVALID_FTE, z numerem wiersza). Bez tych ' +
        'kolumn wszyscy pracują na pełny etat i każda liczba jest taka jak dotąd.',
      'Płaca za godzinę: łączne wynagrodzenie = wynagrodzenie zasadnicze + premie i benefity / 12, ' +
        'w przeliczeniu na pełny etat, podzielone przez godziny pełnego etatu w miesiącu ' +
        '(40 × 52 / 12). Średnia i mediana luki są wtedy równe lukom wynagrodzenia z premiami z ' +
        'raportu podstawowego.',
      'a) i c): średnia i mediana luki godzinowego łącznego wynagrodzenia wszystkich osób. b) i ' +
        'd): średnia i mediana luki rocznych premii i benefitów osób, które je otrzymują. e): ' +
        'odsetek kobiet i odsetek mężczyzn otrzymujących premie lub benefity.',
      'f) Kwartyle: wszyscy uporządkowani według godzinowego łącznego wynagrodzenia i podzieleni ' +
        'na cztery grupy; grupa k obejmuje pozycje od ⌊(k−1)·n/4⌋ do ⌊k·n/4⌋−1, więc ich ' +
        'liczebności różnią się najwyżej o jeden. Osoby o równej płacy na granicy grup dzielimy ' +
        'między grupy w proporcji kobiet i mężczyzn wśród nich (jak w przepisach brytyjskich), ' +
        'dlatego liczby mogą być ułamkowe.',
      'g) Według kategorii pracowników: luka średnich płacy zasadniczej, premii (z zerami) i ' +
        'łącznego wynagrodzenia, wszystko w przeliczeniu na pełny etat. Jedna reguła oznaczania ' +
        'wszędzie (ekrany, PDF, XLSX, asystent): kategoria jest oznaczona, gdy jej luka w ' +
        'łącznym wynagrodzeniu, tak jak ją publikujemy (dwa miejsca po przecinku), wynosi 5% lub ' +
        'więcej w którąkolwiek stronę i nie jest utajniona. Luka w płacy zasadniczej lub w ' +
        'premiach wynosząca 5% lub więcej oznacza kategorię jedynie „do obserwacji”; kategoria ' +
        'utajniona ma opis „wstrzymano”, nigdy „poniżej 5%”.',
      'Luka wyjaśniona i niewyjaśniona: regresja metodą najmniejszych kwadratów logarytmu płacy ' +
        'godzinowej na wskaźniku płci żeńskiej i obiektywnych czynnikach z pliku (poziom, ' +
        'stanowisko, lokalizacja oraz staż, wiek i wykształcenie, jeśli są). Współczynnik przy ' +
        'płci z 95-procentowym przedziałem to luka niewyjaśniona; tak jak szwajcarski Logib ' +
        'sprawdzamy, czy jest istotnie większa od progu tolerancji 5% (test jednostronny, ' +
        'poziom 5%). Znaki: każda luka to (mężczyźni − kobiety) / mężczyźni, dodatnia, gdy ' +
        'kobiety zarabiają mniej, dlatego lukę niewyjaśnioną pokazujemy na każdym ekranie i w ' +
        'każdym eksporcie jako −(estymator Kennedy’ego) × 100%, gdzie estymator Kennedy’ego = ' +
        'exp(b − SE²/2) − 1; sam współczynnik b jest w punktach logarytmicznych, ujemny, gdy ' +
        'kobiety zarabiają mniej.',
      'Małe grupy: dane dotyczące mniej niż 3 kobiet lub mężczyzn są oznaczone dla działu kadr ' +
        'i utajnione, z podaniem powodu, dla obserwatorów (przedstawicieli pracowników, ' +
        'audytorów).',
    ],
    categories: [
      'Kategorie pracowników wykonujących taką samą pracę lub pracę o takiej samej wartości ' +
        '(art. 4) to jedna lista na raport: kolumna Kategoria w pliku, jeśli jest, a w ' +
        'przeciwnym razie bieżące kategorie organizacji (domyślnie poziomy; organizacja może ' +
        'zamiast tego pogrupować stanowiska ręcznie albo przeprowadzić neutralne płciowo ' +
        'wartościowanie stanowisk). Wskaźniki, wspólna ocena, odpowiedzi z art. 7 i eksporty ' +
        'czytają tę samą listę. Każdy zapis to nowa wersja, stosowana do wszystkich raportów. ' +
        'Poziomy są tylko poziomami: nic nie nazywa poziomu „pracą o takiej samej wartości”, ' +
        'chyba że kategoriami są poziomy.',
      'Wartościowanie: każde stanowisko ocenia się od 1 do 5 w podkryteriach umiejętności ' +
        '(wiedza, doświadczenie, umiejętności interpersonalne), wysiłku (umysłowy, fizyczny, ' +
        'emocjonalny), odpowiedzialności (za ludzi, zasoby, wyniki) i warunków pracy (środowisko, ' +
        'czas pracy). Ocena przechodzi na skalę 0–1, podkryteria mają wagi w ramach kryterium ' +
        '(każda 10–80%, razem 100), a kryteria w ramach całości (każda 10–50%, razem 100; ' +
        'domyślnie umiejętności 30, wysiłek 20, odpowiedzialność 35, warunki pracy 15), co daje ' +
        'wynik od 0 do 100.',
      'Stanowiska porządkujemy według wyniku i grupujemy od najniższego: stanowisko dołącza do ' +
        'bieżącej grupy, dopóki jego wynik mieści się w szerokości przedziału (1–20 punktów, ' +
        'domyślnie 5) od najniższego wyniku grupy; w przeciwnym razie otwiera następną (JE 1, ' +
        'JE 2, …). Stanowiska bez oceny zachowują swój poziom.',
    ],
    assessment: [
      'Art. 10: każda kategoria oznaczona według powyższej reguły (luka w łącznym ' +
        'wynagrodzeniu 5% lub większa w którąkolwiek stronę) wymaga uzasadnienia obiektywnymi, ' +
        'neutralnymi płciowo kryteriami albo działań naprawczych z terminem. Kategorie „do ' +
        'obserwacji” są wymienione osobno.',
      'Terminy: raport jest złożony, gdy właściciel lub administrator zapisze dzień jego ' +
        'złożenia (między końcem okresu sprawozdawczego a dniem dzisiejszym; można to cofnąć). ' +
        'Wcześniej nic nie jest po terminie, a ekran pokazuje termin złożenia: 7 czerwca roku ' +
        'następującego po okresie sprawozdawczym dla pierwszych raportów, potem według wielkości ' +
        'zatrudnienia (co roku od 250 pracowników, co trzy lata od 100). Po złożeniu oznaczenie ' +
        'bez uzasadnienia i bez działań naprawczych jest po terminie od dnia przypadającego sześć ' +
        'miesięcy kalendarzowych po złożeniu (a gdy takiego dnia brak, od ostatniego dnia ' +
        'miesiąca: 31 sierpnia daje 28 lub 29 lutego).',
      'Dla każdej oznaczonej kategorii ocena pokazuje luki, liczby osób, rozkład kobiet i ' +
        'mężczyzn według płacy w kategorii (cztery ćwiartki), niewyjaśnioną część luki (płaca ' +
        'ponad to, co przewidują obiektywne czynniki) i wyjaśnioną resztę oraz koszt wyrównania: ' +
        'najmniejsze podwyżki, najpierw dla najniżej opłacanych, które sprowadzą niewyjaśnioną ' +
        'lukę poniżej 5%.',
    ],
  },
  bands: {
    intro:
      'Siatka płac to zamierzona struktura wynagrodzeń: minimum, środek i maksimum ' +
      'miesięcznej płacy w przeliczeniu na pełny etat dla każdego poziomu (lub rodziny stanowisk ' +
      'na danym poziomie), liczone od płacy zasadniczej albo całkowitej – tak, jak określa to ' +
      'siatka. Raport odczytuje się według wersji obowiązującej na koniec jego okresu (a bez ' +
      'okresu – w dniu przesłania). Dla każdej osoby:',
    compa: {
      label: 'compa-ratio = płaca / środek',
      result: 'compa-ratio',
      pay: 'płaca',
      mid: 'środek',
    },
    penetration: {
      label: 'pozycja w przedziale = (płaca − minimum) / (maksimum − minimum)',
      result: 'pozycja w przedziale',
      min: 'minimum',
      max: 'maksimum',
    },
    rest: [
      'Compa-ratio równe 1,0 oznacza płacę równą środkowi przedziału; pozycja w przedziale wynosi ' +
        '0 przy minimum i 1 przy maksimum (poniżej 0 – pod minimum, powyżej 1 – ponad ' +
        'maksimum) i zostaje puste, gdy minimum jest równe maksimum. Oba wskaźniki zaokrągla ' +
        'się do 4 miejsc po przecinku na samym końcu.',
      'Dla każdego przedziału ze średnich compa-ratio kobiet i mężczyzn liczy się lukę: ' +
        '(mężczyźni − kobiety) ÷ mężczyźni × 100, z dokładnością do 2 miejsc po przecinku. ' +
        'Tak jak kategoria, przedział jest oznaczany, gdy luka wynosi 5% lub więcej; luka zostaje ' +
        'pusta, gdy którakolwiek grupa jest mniejsza niż minimalna liczebność grupy.',
      'Koszt dojścia do minimum to kwota potrzebna, by podnieść płace wszystkich osób poniżej ' +
        'minimum ich przedziału do tego minimum, liczona w pieniądzach faktycznie wypłacanych co ' +
        'miesiąc: (minimum − płaca na pełny etat) × wymiar etatu, zsumowana dla przedziału – ' +
        'łącznie oraz osobno dla kobiet i mężczyzn. Osoby z rolą przeglądającego widzą tylko ' +
        'dane zbiorcze przedziałów, bez małych grup.',
    ],
  },
  benchmarking: [
    'Każde stanowisko (w ramach swojego poziomu) przypisuje się do standardowej roli i poziomu ' +
      'doświadczenia (początkujący 0–1, młodszy 1–3, średniozaawansowany 3–5, starszy 5–10, ' +
      'ekspert 10+ lat), a każdą lokalizację – do województwa. Parytet podpowiada przypisania ' +
      'na podstawie nazw; stają się Twoje, gdy je zatwierdzisz.',
    'Źródło rynkowe to tabela 156 opublikowanych danych o wynagrodzeniach w Polsce, każda z ' +
      'wydawcą, okresem i cytatem. Wartość pokazujemy dokładnie tak, jak podaje ją wiersz ' +
      'tabeli (statystyka, jednostka, umowa, okres): kwartyl, którego źródło nie publikuje, ' +
      'zostaje pusty i nic nie jest wyliczane, a kwoty netto z umów B2B nigdy nie są ' +
      'porównywane z brutto z umowy o pracę bez wyraźnej informacji. Twoja wartość to mediana ' +
      'miesięcznej płacy na pełny etat osób przypisanych do danej roli i poziomu ' +
      'doświadczenia; Twoje położenie opisujemy od „poniżej P25” do „powyżej P75” albo jako ' +
      'stosunek do mediany.',
    'Benchmark zbiorczy powstaje wyłącznie z danych organizacji w tym serwisie, które się na ' +
      'to zgodziły. Raz w miesiącu zadanie bierze najnowszy kwalifikujący się raport każdej z ' +
      'nich (w PLN, z zatwierdzonymi przypisaniami, mający co najmniej 3 miesiące licząc od ' +
      'końca okresu) i wylicza dla każdej roli, poziomu doświadczenia i regionu P25, medianę ' +
      'i P75 płacy zasadniczej i całkowitej na pełny etat oraz mediany kobiet i mężczyzn. ' +
      'Każde zestawienie zastępuje poprzednie, więc z różnicy dwóch nie da się odczytać ' +
      'wycofania się organizacji.',
    'Zgodnie z antymonopolową „bezpieczną przystanią” dla badań płacowych komórka benchmarku ' +
      'zbiorczego jest pokazywana tylko wtedy, gdy składa się na nią co najmniej 5 organizacji ' +
      'i 10 osób, a żadna organizacja nie ma w niej więcej niż 25% wagi (swojego udziału w ' +
      'liczbie osób); w przeciwnym razie jest oznaczona jako „ukryta” z regułą, której nie ' +
      'spełnia. Poza organizację wychodzą tylko te dane zbiorcze: żadna odpowiedź nie wskazuje ' +
      'uczestnika ani nie podaje danych pojedynczej organizacji.',
  ],
  merit: [
    'Przegląd wynagrodzeń to zaplanowana runda podwyżek na podstawie jednego raportu. Każda ' +
      'podwyżka dotyczy płacy zasadniczej (Base Salary), w kwocie faktycznie wypłacanej co ' +
      'miesiąc (dla osoby na części etatu proporcjonalnej do etatu), co do grosza, i nigdy nie ' +
      'jest ujemna. Budżet to kwota miesięczna albo procent miesięcznej płacy zasadniczej ' +
      'wypłacanej wszystkim osobom z raportu.',
    'Matryca podwyżek podaje podwyżkę w procentach dla każdej oceny okresowej (opcjonalna ' +
      'kolumna Performance, porównywana bez względu na wielkość liter) i każdego kwartyla ' +
      'położenia osoby: ćwiartki jej przedziału w siatce płac (od minimum do maksimum), w której leży jej ' +
      'płaca w przeliczeniu na pełny etat, a bez obowiązującej siatki płac – kwartyla płac ' +
      'zasadniczych (na pełny etat) na jej poziomie.',
    'Przed i po: każdy wskaźnik, kategoria, oznaczenie, luka niewyjaśniona i wskaźniki siatki płac ' +
      'liczone są tymi samymi metodami co w raportach, na płacach obecnych i na płacach po ' +
      'proponowanych podwyżkach. Wprowadzenie zatwierdzonego przeglądu tworzy nowy raport z ' +
      'płacami po podwyżkach; jego wskaźniki to wartości „po”.',
    'Optymalizator zamyka każdą oznaczoną kategorię (luka w łącznym wynagrodzeniu 5% lub ' +
      'większa), podnosząc płace niedopłacanej płci, aż luka spadnie do 4,99%: najpierw ' +
      'najniższe płace (na pełny etat), do jednego wspólnego poziomu, więc nikt z tej płci nie ' +
      'dostaje więcej niż ktoś, kto został poniżej; to najmniejszy koszt, na jaki ta reguła ' +
      'pozwala. Respektuje maksima przedziałów, chyba że dopuścisz ich przekroczenie, a w ramach ' +
      'budżetu najpierw zamyka najtańsze kategorie i podaje, które pozostają otwarte. Zamykanie ' +
      'luki niewyjaśnionej to metoda przybliżona: płace poniżej części wartości przewidywanej ' +
      'przez regresję są podnoszone, aż test przestanie uznawać lukę za wyższą niż tolerancja 5%; ' +
      'nie ma gwarancji, że to najtańszy sposób.',
    'Obok pokazujemy dwie popularne metody porównane przez FairPayWorkplace (Eigen, Adams, ' +
      'Palmiter, 2020): podwyżkę o lukę dla wszystkich osób niedopłacanej płci w oznaczonej ' +
      'kategorii oraz podwyżkę do prognozy regresji dla każdego, kto zarabia mniej – z kosztem ' +
      'i lukami, które każda z nich pozostawia.',
  ],
  title: 'Jak Parytet oblicza lukę płacową',
  intro:
    'Ta strona wyjaśnia każdą liczbę w raportach Parytetu: jakie dane odczytujemy z Twojego ' +
    'pliku, które miary wynagrodzenia porównujemy i jakie wzory stoją za wynikami. Metoda jest ' +
    'zgodna z dyrektywą (UE) 2023/970 w sprawie przejrzystości wynagrodzeń.',
  contents: 'Spis treści',
  titles: {
    'upload-columns': 'Plik z wynagrodzeniami',
    measures: 'Trzy miary wynagrodzenia',
    'mean-and-median': 'Średnia i mediana',
    'gap-formula': 'Luka płacowa',
    'minimum-group': 'Minimalna liczebność grupy',
    'adjusted-gap': 'Skorygowana luka płacowa według poziomów (W1 i W2)',
    'salary-ranges': 'Widełki płacowe',
    'employee-comparator': 'Porównanie pracowników',
    'rounding-and-order': 'Zaokrąglenia i kolejność',
    'directive-2027': 'Czego dyrektywa wymaga od 2027 r.',
    'eu-indicators': 'Wskaźniki dyrektywy o jawności wynagrodzeń',
    'eu-categories': 'Kategorie pracowników i wartościowanie stanowisk',
    'eu-assessment': 'Wspólna ocena wynagrodzeń',
    'salary-bands': 'Siatka płac: compa-ratio i pozycja w przedziale',
    'merit-cycles': 'Przeglądy wynagrodzeń',
    benchmarking: 'Benchmarking: dane rynkowe i zbiorcze',
    references: 'Źródła',
  },
  upload: {
    intro:
      'Przesyłasz jeden zanonimizowany plik CSV, XLS lub XLSX (jeden arkusz, najwyżej 10 MB, ' +
      'chyba że Twój plan pozwala na więcej) z ' +
      'wierszem nagłówka. Kolumny mogą występować w dowolnej kolejności; ich nazwy są ' +
      'rozpoznawane bez względu na wielkość liter i otaczające spacje, akceptowane są też polskie ' +
      'nazwy z polskiego pliku przykładowego. Każda inna kolumna powoduje odrzucenie pliku, ' +
      'ponieważ nie może on zawierać imion, nazwisk ani innych danych osobowych.',
    head: { column: 'Kolumna', meaning: 'Znaczenie', rule: 'Zasada' },
    // The English header with the Polish one beside it; ID is the same in both.
    columnName: (column) =>
      column.en === column.pl ? column.en : `${column.en} (${column.pl.toLowerCase()})`,
    columns: {
      id: {
        meaning: 'anonimowy identyfikator pracownika',
        rule: 'wymagane, niepowtarzalne w pliku',
      },
      gender: {
        meaning: (
          <>
            <code>Kobieta</code> lub <code>Mężczyzna</code> (także <code>Female</code>,{' '}
            <code>Male</code>), wielkość liter dowolna
          </>
        ),
        rule: 'wymagane',
      },
      level: { meaning: 'poziom stanowiska, dowolna etykieta (1, L3, Senior)', rule: 'wymagane' },
      position: { meaning: 'nazwa stanowiska', rule: 'wymagane' },
      location: { meaning: 'miejsce pracy', rule: 'opcjonalne' },
      daysOff: {
        meaning: 'dni nieobecności bez prawa do wynagrodzenia w roku sprawozdawczym',
        rule: 'liczba od 0 do 250; puste pole oznacza 0',
      },
      baseSalary: {
        meaning:
          'miesięczne wynagrodzenie zasadnicze brutto faktycznie wypłacane (do porównań dzielone przez etat)',
        rule: 'liczba większa od 0, najwyżej 10 000 000',
      },
      bonuses: {
        meaning: 'roczna suma premii i benefitów',
        rule: 'liczba równa 0 lub większa, najwyżej 120 000 000; puste pole oznacza 0',
      },
    },
    numbers: (
      <>
        Liczby można zapisać jako <code>12345.67</code>, <code>12 345,67</code> lub{' '}
        <code>12,345.67</code> albo jako liczbowe komórki Excela. Gdy plik zostanie odrzucony,
        komunikat wskazuje pierwsze błędne wiersze i kolumny (najwyżej 20).
      </>
    ),
  },
  measures: {
    intro: (
      <>
        Każdego pracownika porównujemy według trzech miar, przyjmując <V>N</V> = 250 dni roboczych w
        roku:
      </>
    ),
    base: {
      term: 'Wynagrodzenie zasadnicze',
      label: 'wynagrodzenie zasadnicze = Base Salary',
      result: 'wynagrodzenie zasadnicze',
    },
    freeDays: {
      term: 'Wynagrodzenie z uwzględnieniem dni wolnych – faktycznie wypracowane',
      label: 'wynagrodzenie z uwzględnieniem dni wolnych = Base Salary × (250 − Days Off) / 250',
    },
    bonuses: {
      term: 'Wynagrodzenie z premiami – miesięczny odpowiednik całego wynagrodzenia',
      label: 'wynagrodzenie z premiami = Base Salary + Bonuses and Benefits / 12',
    },
    example: (
      <>
        Przykład: wynagrodzenie zasadnicze {zl(10000)} i 25 dni wolnych daje {n(10000)} × (250 − 25)
        / 250 = {zl(9000)} z uwzględnieniem dni wolnych; przy rocznych premiach {zl(12000)} daje{' '}
        {n(10000)} + {n(12000)} / 12 = {zl(11000)} z premiami.
      </>
    ),
  },
  meanAndMedian: {
    definition: (
      <>
        Raport podstawowy pokazuje osobno dla kobiet i dla mężczyzn <strong>średnią</strong> (sumę
        wartości podzieloną przez ich liczbę) oraz <strong>medianę</strong> (wartość środkową po
        uporządkowaniu) każdej z trzech miar.
      </>
    ),
    evenCount: (
      <>
        Przy parzystej liczbie wartości nie ma jednej środkowej, więc mediana jest średnią dwóch
        środkowych: dla {n(8000)}, {n(9000)}, {n(10000)} i {n(12000)} wynosi ({n(9000)} + {n(10000)}
        ) / 2 = {n(9500)}. Pusta grupa nie ma średniej ani mediany.
      </>
    ),
  },
  gap: {
    intro:
      'Luka płacowa to różnica między wynagrodzeniem mężczyzn i kobiet wyrażona jako procent ' +
      'wynagrodzenia mężczyzn, liczona tak samo dla średnich i dla median:',
    formula: {
      label: 'luka płacowa = (mężczyźni − kobiety) / mężczyźni × 100',
      result: 'luka płacowa',
      men: 'mężczyźni',
      women: 'kobiety',
    },
    sign: (
      <>
        Luka <strong>dodatnia</strong> oznacza, że kobiety zarabiają mniej niż mężczyźni; luka{' '}
        <strong>ujemna</strong> – że mniej zarabiają mężczyźni. Raport podstawowy pokazuje lukę dla
        wszystkich trzech miar. W raportach kolor luki staje się intensywniejszy wraz z jej
        wielkością aż do ±30%; większe luki mają kolor najintensywniejszy.
      </>
    ),
    example: {
      caption: 'Przykład: wynagrodzenia zasadnicze trzech kobiet i trzech mężczyzn',
      groups: (
        <>
          Kobiety: {n(8000)}, {n(9000)}, {n(10405)}. Średnia = {n(27405)} / 3 = {n(9135)}; mediana ={' '}
          {n(9000)}.
          <br />
          Mężczyźni: {n(9000)}, {n(10000)}, {n(11000)}. Średnia = {n(30000)} / 3 = {n(10000)};
          mediana = {n(10000)}.
        </>
      ),
      gaps: (
        <>
          Luka płacowa średnich = ({n(10000)} − {n(9135)}) / {n(10000)} × 100 ={' '}
          <strong>{pct(8.65)}</strong>.<br />
          Luka płacowa median = ({n(10000)} − {n(9000)}) / {n(10000)} × 100 ={' '}
          <strong>{pct(10)}</strong>.
        </>
      ),
      perHundred: (
        <>
          Na każde {zl(100)} przeciętnego wynagrodzenia tych mężczyzn kobiety otrzymują średnio{' '}
          {n(91.35, 2)} zł.
        </>
      ),
    },
  },
  minimumGroup: (
    <>
      Luka jest pokazywana tylko wtedy, gdy porównywana grupa liczy co najmniej{' '}
      <strong>3 kobiety</strong> i co najmniej <strong>3 mężczyzn</strong>. Mniejsze grupy dają
      niewiarygodne wyniki i mogłyby ujawnić wynagrodzenie konkretnej osoby, dlatego ich luka
      pozostaje pusta. Zasada dotyczy całej organizacji, każdego poziomu i każdego stanowiska.
    </>
  ),
  adjusted: {
    intro:
      'Raport skorygowany porównuje kobiety i mężczyzn pracujących na tym samym poziomie, co ' +
      'usuwa wpływ różnego rozkładu kobiet i mężczyzn między poziomami. Każdy wiersz zawiera ' +
      'poziom, liczbę osób, kobiet i mężczyzn, średnie wynagrodzenie kobiet i mężczyzn oraz lukę.',
    w1: ': według poziomów, dla wynagrodzenia zasadniczego.',
    w2: ': według poziomów, dla wynagrodzenia z premiami.',
    summary:
      'Dla każdej tabeli jedna liczba podsumowuje poziomy: średnia luk poziomów ważona liczbą ' +
      'osób, z pominięciem poziomów, dla których luki nie można pokazać:',
    formula: {
      label:
        'luka ważona = suma (luka poziomu × liczba osób na poziomie) / suma liczby osób na tych poziomach',
      result: 'luka ważona',
      levelGap: 'luka poziomu',
      people: 'osoby na poziomie',
    },
    example: (
      <>
        Przykład: poziom L1 liczy 10 osób i ma lukę {pct(5)}, L2 liczy 30 osób i ma lukę {pct(10)},
        a L3 ma tylko 2 kobiety, więc nie ma luki. Luka ważona = ({n(5)} × 10 + {n(10)} × 30) / (10
        + 30) = {pct(8.75)}.
      </>
    ),
  },
  salaryRanges: {
    intro: 'Widełki płacowe są liczone dla wynagrodzenia zasadniczego.',
    base: {
      name: 'Podstawowe',
      text:
        ': jeden wiersz na poziom z liczbą osób, kobiet i mężczyzn, średnim i medianowym ' +
        'wynagrodzeniem oraz przedziałem od najniższego do najwyższego wynagrodzenia.',
    },
    extended: {
      name: 'Rozszerzone',
      text:
        ': jeden wiersz na stanowisko w obrębie poziomu, ze średnią i medianą, liczbą osób, ' +
        'liczbą i średnim wynagrodzeniem kobiet i mężczyzn oraz luką płacową (z zachowaniem ' +
        'minimalnej liczebności grupy).',
    },
  },
  comparator: {
    intro: (
      <>
        W tabeli pracowników wynagrodzenie zasadnicze każdej osoby jest porównywane z{' '}
        <strong>punktem odniesienia</strong>: średnim wynagrodzeniem zasadniczym osób przeciwnej
        płci:
      </>
    ),
    steps: [
      'na tym samym stanowisku i poziomie (czyli przy tej samej pracy: młodszy i starszy specjalista o tej samej nazwie stanowiska są porównywani osobno), a jeśli nie zajmuje go nikt przeciwnej płci –',
      'na tym samym poziomie, a jeśli i tam nie ma nikogo przeciwnej płci –',
      'brak punktu odniesienia: różnica i luka pozostają wtedy puste.',
    ],
    difference: {
      label: 'różnica wynagrodzenia = wynagrodzenie − punkt odniesienia',
      result: 'różnica wynagrodzenia',
      salary: 'wynagrodzenie',
      comparator: 'punkt odniesienia',
    },
    gap: {
      label: 'luka = (wynagrodzenie − punkt odniesienia) / punkt odniesienia × 100',
      result: 'luka',
    },
    note: (
      <>
        Uwaga na znak: tutaj luka <strong>ujemna</strong> oznacza, że osoba zarabia mniej niż
        średnio osoby przeciwnej płci wykonujące tę samą pracę. Przykład: kobieta zarabiająca{' '}
        {zl(9000)} na stanowisku, na którym mężczyźni zarabiają średnio {zl(10000)}, ma różnicę{' '}
        {zl(-1000)} i lukę ({n(9000)} − {n(10000)}) / {n(10000)} × 100 = {pct(-10)}. Tabela pokazuje
        też średnie wynagrodzenia na stanowisku i poziomie, ogółem i według płci.
      </>
    ),
  },
  rounding: {
    exact:
      'Wszystkie obliczenia wykonujemy na dokładnych wartościach; kwoty i procenty zaokrąglamy do ' +
      '2 miejsc po przecinku dopiero na końcu (wartości połówkowe zaokrąglamy od zera). Na ' +
      'ekranach kwoty są pokazywane w pełnych złotych, a procenty z dwoma miejscami po przecinku.',
    order:
      'Poziomy i stanowiska są porządkowane naturalnie, czyli liczby w etykietach są traktowane ' +
      'jak liczby: L2 występuje przed L10.',
  },
  directive:
    'Państwa członkowskie muszą wdrożyć dyrektywę w sprawie przejrzystości wynagrodzeń do 7 ' +
    'czerwca 2026 r. Pracodawcy zatrudniający co najmniej 250 pracowników złożą pierwsze ' +
    'sprawozdanie o luce płacowej do 7 czerwca 2027 r., a następnie co roku; zatrudniający ' +
    '150–249 pracowników również do 7 czerwca 2027 r., a następnie co trzy lata; zatrudniający ' +
    '100–149 pracowników od 7 czerwca 2031 r., co trzy lata. Sprawozdanie obejmuje średnią i ' +
    'medianową lukę płacową, lukę w premiach i innych zmiennych składnikach wynagrodzenia, ' +
    'odsetek kobiet i mężczyzn otrzymujących takie składniki, odsetek kobiet i mężczyzn w ' +
    'każdym kwartylu płacowym oraz lukę w kategoriach pracowników wykonujących taką samą pracę ' +
    'lub pracę o takiej samej wartości. Jeżeli ta luka wynosi co najmniej 5%, nie jest ' +
    'uzasadniona obiektywnymi, neutralnymi płciowo kryteriami i nie zostanie usunięta w ciągu ' +
    'sześciu miesięcy, pracodawca musi przeprowadzić wspólną ocenę wynagrodzeń z ' +
    'przedstawicielami pracowników.',
  references: {
    directive: {
      link: 'Dyrektywa Parlamentu Europejskiego i Rady (UE) 2023/970',
      after:
        ' z dnia 10 maja 2023 r. w sprawie przejrzystości wynagrodzeń: art. 3 (definicje luki ' +
        'płacowej i medianowej luki płacowej) oraz art. 9 (sprawozdawczość w zakresie luki ' +
        'płacowej między pracownikami płci żeńskiej i męskiej).',
    },
    ukRegulations: {
      link: 'UK SI 2017/172',
      after:
        ', The Equality Act 2010 (Gender Pay Gap Information) Regulations 2017 – brytyjskie ' +
        'przepisy stosujące te same wzory średniej i mediany, w odniesieniu do wynagrodzenia ' +
        'mężczyzn.',
    },
  },
};
