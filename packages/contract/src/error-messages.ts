import type { Language } from '#common.ts';
import type { ErrorCode } from '#errors.ts';

/** The user-facing text of every API error code, in both languages. Server and web share it. */
export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  en: {
    INVALID_REQUEST_BODY: 'Some fields are missing or invalid.',
    INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password!',
    USER_NOT_VERIFIED: 'The user is not verified, please check your mailbox',
    USER_ALREADY_EXISTS: 'User with this email already exists',
    REGISTRATION_DISABLED: 'Registration is temporarily disabled, please try again later',
    INVALID_VERIFICATION_CODE: 'Verification failed! The link may have expired or is invalid.',
    INVALID_RESET_CODE: 'Invalid reset password code!',
    ACCOUNT_EXISTS_LOCALLY:
      'This e-mail address was already used to create an account directly in the portal. Please log in with your e-mail and password.',
    SOCIAL_ACCOUNT_EXISTS:
      'This e-mail address already signs in with another provider. Please use that one.',
    SOCIAL_EMAIL_NOT_VERIFIED:
      'Your provider has not confirmed this e-mail address, so we cannot sign you in with it.',
    SOCIAL_LOGIN_FAILED: 'Signing in with your provider did not work. Please try again.',
    UNAUTHORIZED: 'Your session has expired. Please log in again.',
    FORBIDDEN: 'You do not have access to this resource.',
    FORBIDDEN_FOR_ROLE:
      'Your role in this organisation does not allow this. Ask an owner or admin.',
    FEATURE_NOT_IN_PLAN: 'Your plan does not include this feature. Upgrade your plan to use it.',
    NOT_FOUND: 'Not found.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    URI_TOO_LONG: 'The address is too long.',
    UNSUPPORTED_MEDIA_TYPE: 'This type of content is not accepted here.',
    USER_CANNOT_UPLOAD_REPORTS:
      'You cannot upload reports. Please contact us to upgrade your plan.',
    MAX_REPORTS_REACHED:
      'You have reached the number of reports your plan allows. Delete a report or upgrade your plan.',
    ANOTHER_REPORT_IN_PROGRESS:
      'Another report is still being processed. Please wait until it is ready.',
    TOO_MANY_RECORDS: 'The file has more records than your plan allows per report.',
    INVALID_REPORT_FILE: 'The file could not be read. Please check it and try again.',
    FILE_TOO_LARGE: 'The file is too large for your plan.',
    TOO_MANY_UPLOADS:
      'Too many spreadsheets are being read right now. Please try again in a moment.',
    TOO_MANY_EXPORTS:
      'Your organisation already has exports being prepared. Please wait until they are ready.',
    EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED:
      'You have temporarily exceeded the download limit for example reports. Please try again later.',
    WRONG_CURRENT_PASSWORD: 'The current password is not correct.',
    LAST_OWNER_MUST_TRANSFER:
      'You are the last owner of an organisation with other members. Make another member an owner first.',
    ORGANISATION_NAME_MISMATCH: 'The name you typed does not match the organisation’s name.',
    INVALID_INVITATION:
      'This invitation is not valid: it may have expired, been used already or been withdrawn. Ask for a new one.',
    INVITATION_EMAIL_MISMATCH:
      'This invitation was sent to another e-mail address. Log in with the invited address to accept it.',
    ALREADY_A_MEMBER: 'This person is already a member of the organisation.',
    LAST_OWNER: 'The organisation needs at least one owner. Make someone else an owner first.',
    ONLY_ORGANISATION:
      'This is your only organisation. Delete your account instead if you want to leave.',
    REPORT_NOT_READY: 'The report is not ready yet.',
    INDICATORS_UNAVAILABLE:
      'This report was stored before the EU indicators existed. Upload the file again to export it.',
    EXPORT_NOT_READY: 'The file is not ready yet, or it has expired.',
    EMPLOYEE_NOT_IN_REPORT: 'No employee with this ID is in the report.',
    CATEGORY_NOT_FLAGGED:
      'This category is not flagged in this report, so nothing needs to be recorded for it.',
    SUBMISSION_DATE_OUT_OF_RANGE:
      'The filing date must lie between the end of the reporting period and today.',
    INVALID_SALARY_BAND:
      "A band's minimum, midpoint and maximum must be in order: minimum ≤ midpoint ≤ maximum.",
    NO_SALARY_BANDS:
      'No salary bands were in force for this report. Save a band structure effective on or before the end of its period.',
    CURRENCY_MISMATCH:
      'The salary bands are in another currency than this report. Read it against bands in its own currency.',
    NEGATIVE_RAISE:
      'A raise cannot be negative: a merit cycle never lowers anyone’s pay. Enter 0 for no raise.',
    MERIT_CYCLE_NOT_DRAFT:
      'This merit cycle has been submitted, so it can no longer be edited. An owner can send it back to draft.',
    MERIT_CYCLE_WRONG_STATE:
      'This step does not fit the merit cycle’s state: a draft is submitted, a submitted cycle approved or sent back, an approved one applied.',
    INVALID_BAND_TEMPLATE:
      'The salary bands template could not be read. Each problem is listed with its row and column: correct them and upload it again.',
    BENCHMARK_CURRENCY:
      "Benchmarks are in PLN and this report is in another currency. Set the report's currency to PLN if its pay is in złoty.",
    INTERNAL_ERROR: 'An error occurred',
  },
  pl: {
    INVALID_REQUEST_BODY: 'Niektóre pola są puste lub niepoprawne.',
    INVALID_EMAIL_OR_PASSWORD: 'Nieprawidłowy e-mail lub hasło!',
    USER_NOT_VERIFIED: 'Konto nie zostało jeszcze potwierdzone. Sprawdź swoją skrzynkę pocztową.',
    USER_ALREADY_EXISTS: 'Konto z tym adresem e-mail już istnieje',
    REGISTRATION_DISABLED: 'Rejestracja jest chwilowo wyłączona. Spróbuj ponownie później.',
    INVALID_VERIFICATION_CODE:
      'Weryfikacja nie powiodła się. Link mógł wygasnąć lub jest nieprawidłowy.',
    INVALID_RESET_CODE: 'Nieprawidłowy kod resetowania hasła!',
    ACCOUNT_EXISTS_LOCALLY:
      'Ten adres e-mail został już użyty do założenia konta bezpośrednio w portalu. Zaloguj się e-mailem i hasłem.',
    SOCIAL_ACCOUNT_EXISTS:
      'Ten adres e-mail logował się już przez innego dostawcę. Użyj tamtego sposobu logowania.',
    SOCIAL_EMAIL_NOT_VERIFIED:
      'Twój dostawca nie potwierdził tego adresu e-mail, więc nie możemy Cię nim zalogować.',
    SOCIAL_LOGIN_FAILED: 'Logowanie przez dostawcę nie powiodło się. Spróbuj ponownie.',
    UNAUTHORIZED: 'Sesja wygasła. Zaloguj się ponownie.',
    FORBIDDEN: 'Nie masz dostępu do tego zasobu.',
    FORBIDDEN_FOR_ROLE:
      'Twoja rola w tej organizacji na to nie pozwala. Poproś właściciela lub administratora.',
    FEATURE_NOT_IN_PLAN: 'Twój plan nie obejmuje tej funkcji. Zmień plan, aby z niej korzystać.',
    NOT_FOUND: 'Nie znaleziono.',
    RATE_LIMITED: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    URI_TOO_LONG: 'Adres jest za długi.',
    UNSUPPORTED_MEDIA_TYPE: 'Ten rodzaj treści nie jest tu przyjmowany.',
    USER_CANNOT_UPLOAD_REPORTS:
      'Nie możesz przesyłać raportów. Skontaktuj się z nami, aby zmienić plan.',
    MAX_REPORTS_REACHED:
      'Wykorzystano limit raportów w Twoim planie. Usuń raport lub wybierz wyższy plan.',
    ANOTHER_REPORT_IN_PROGRESS:
      'Inny raport jest jeszcze przetwarzany. Poczekaj, aż będzie gotowy.',
    TOO_MANY_RECORDS: 'Plik ma więcej rekordów, niż Twój plan pozwala w jednym raporcie.',
    INVALID_REPORT_FILE: 'Nie udało się odczytać pliku. Sprawdź go i spróbuj ponownie.',
    FILE_TOO_LARGE: 'Plik jest za duży dla Twojego planu.',
    TOO_MANY_UPLOADS: 'Właśnie odczytujemy zbyt wiele arkuszy. Spróbuj ponownie za chwilę.',
    TOO_MANY_EXPORTS:
      'Twoja organizacja ma już eksporty w przygotowaniu. Poczekaj, aż będą gotowe.',
    EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED:
      'Chwilowo przekroczono limit pobrań przykładowego raportu. Spróbuj ponownie później.',
    WRONG_CURRENT_PASSWORD: 'Obecne hasło jest nieprawidłowe.',
    LAST_OWNER_MUST_TRANSFER:
      'Jesteś ostatnim właścicielem organizacji, która ma innych członków. Najpierw nadaj rolę właściciela innej osobie.',
    ORGANISATION_NAME_MISMATCH: 'Wpisana nazwa nie zgadza się z nazwą organizacji.',
    INVALID_INVITATION:
      'To zaproszenie jest nieważne: mogło wygasnąć, zostać już użyte lub wycofane. Poproś o nowe.',
    INVITATION_EMAIL_MISMATCH:
      'To zaproszenie wysłano na inny adres e-mail. Zaloguj się na zaproszony adres, aby je przyjąć.',
    ALREADY_A_MEMBER: 'Ta osoba jest już członkiem organizacji.',
    LAST_OWNER:
      'Organizacja musi mieć co najmniej jednego właściciela. Najpierw nadaj tę rolę komuś innemu.',
    ONLY_ORGANISATION: 'To Twoja jedyna organizacja. Jeśli chcesz odejść, usuń swoje konto.',
    REPORT_NOT_READY: 'Raport nie jest jeszcze gotowy.',
    INDICATORS_UNAVAILABLE:
      'Ten raport zapisano, zanim istniały wskaźniki unijne. Prześlij plik ponownie, aby go wyeksportować.',
    EXPORT_NOT_READY: 'Plik nie jest jeszcze gotowy albo jego ważność wygasła.',
    EMPLOYEE_NOT_IN_REPORT: 'W raporcie nie ma pracownika o tym identyfikatorze.',
    CATEGORY_NOT_FLAGGED:
      'Ta kategoria nie jest oznaczona w tym raporcie, więc nie trzeba niczego dla niej zapisywać.',
    SUBMISSION_DATE_OUT_OF_RANGE:
      'Data złożenia raportu musi przypadać między końcem okresu sprawozdawczego a dniem dzisiejszym.',
    INVALID_SALARY_BAND:
      'Minimum, środek i maksimum przedziału muszą być uporządkowane: minimum ≤ środek ≤ maksimum.',
    NO_SALARY_BANDS:
      'Dla tego raportu nie obowiązywała żadna siatka płac. Zapisz siatkę płac obowiązującą najpóźniej od końca jego okresu.',
    CURRENCY_MISMATCH:
      'Siatka płac jest w innej walucie niż ten raport. Porównaj go z siatką płac w jego walucie.',
    NEGATIVE_RAISE:
      'Podwyżka nie może być ujemna: przegląd wynagrodzeń nigdy nie obniża niczyjej płacy. Wpisz 0, jeśli bez podwyżki.',
    MERIT_CYCLE_NOT_DRAFT:
      'Ten przegląd wynagrodzeń został przekazany do zatwierdzenia i nie można go już zmieniać. Właściciel może go zwrócić do wersji roboczej.',
    MERIT_CYCLE_WRONG_STATE:
      'Ten krok nie pasuje do stanu przeglądu: wersję roboczą się przekazuje, przekazaną zatwierdza lub zwraca, zatwierdzoną wprowadza.',
    INVALID_BAND_TEMPLATE:
      'Nie udało się odczytać szablonu siatki płac. Każdy problem jest wskazany z numerem wiersza i kolumną: popraw je i prześlij plik ponownie.',
    BENCHMARK_CURRENCY:
      'Benchmarki są w złotych, a ten raport jest w innej walucie. Jeśli wynagrodzenia są w złotych, ustaw walutę raportu na PLN.',
    INTERNAL_ERROR: 'Wystąpił błąd',
  },
};
