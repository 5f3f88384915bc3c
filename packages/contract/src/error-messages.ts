import type { Language } from './common.ts';
import type { ErrorCode } from './errors.ts';

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
    UNAUTHORIZED: 'Your session has expired. Please log in again.',
    FORBIDDEN: 'You do not have access to this resource.',
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
    FILE_TOO_LARGE: 'The file is too large. The limit is 10 MB.',
    EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED:
      'You have temporarily exceeded the download limit for example reports. Please try again later.',
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
    UNAUTHORIZED: 'Sesja wygasła. Zaloguj się ponownie.',
    FORBIDDEN: 'Nie masz dostępu do tego zasobu.',
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
    FILE_TOO_LARGE: 'Plik jest za duży. Limit to 10 MB.',
    EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED:
      'Chwilowo przekroczono limit pobrań przykładowego raportu. Spróbuj ponownie później.',
    INTERNAL_ERROR: 'Wystąpił błąd',
  },
};
