import { ApiError, type SiteSettings } from '@pawapuri/shared';
import { formFailure, type FormFailure } from './form-failure';

/** Never says which of the two was wrong: nobody learns from it whether an account exists. */
export const WRONG_SIGN_IN = 'The email address or the password is wrong.';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where the page is open and the browser's language, as the form sees them. */
export interface SignInPlace {
  /** The page's own address (location): origin and path. */
  origin: string;
  pathname: string;
  language: string;
  settings: SiteSettings;
}

/** A wait in the keeper's words: seconds under a minute and a half, else whole minutes. */
export function waitText(seconds: number, t: Translate): string {
  if (seconds < 90) return t('signIn.seconds', { count: Math.max(1, seconds) });
  return t('signIn.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * Where this page would keep a keeper's session when it does not here, from
 * configuration only (never from what the address bar or a request says):
 * the site's public address when the page is open at another origin, else
 * this page on the API's host name when the API is called on another one (a
 * cookie is kept only for the same site: `localhost` and `127.0.0.1` are
 * two). Null when neither applies.
 */
export function keeperAddress(place: SignInPlace): string | null {
  const here = new URL(place.origin);
  const { publicBaseUrl, apiUrl } = place.settings;
  if (publicBaseUrl && new URL(publicBaseUrl).origin !== here.origin) {
    return `${new URL(publicBaseUrl).origin}${place.pathname}`;
  }
  if (apiUrl && new URL(apiUrl).hostname !== here.hostname) {
    const host = new URL(apiUrl).hostname;
    return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}${place.pathname}`;
  }
  return null;
}

/** The sign-in was accepted (200) but the next call shows no session: why, and where to go. */
export function sessionNotKept(place: SignInPlace, t: Translate): FormFailure {
  const there = keeperAddress(place);
  return {
    field: null,
    message: there
      ? t('signIn.sessionNotKept', { here: place.origin, there })
      : t('signIn.sessionNotKeptCookies', { here: place.origin }),
  };
}

/**
 * What a failed sign-in tells the keeper, in their language where the words
 * are the form's: a wrong password (the same words for an unknown email),
 * too many attempts (429) and a busy API (503) with how long to wait when
 * the answer's Retry-After says, an address keepers may not act from (403).
 */
export function signInFailure(error: unknown, place: SignInPlace, t: Translate): FormFailure {
  if (!(error instanceof ApiError)) return formFailure(error, ['email', 'password']);
  const wait = error.retryAfterSeconds;
  switch (error.status) {
    case 401:
      return { field: 'password', message: WRONG_SIGN_IN };
    case 429: {
      const { field } = formFailure(error, ['email', 'password']);
      if (wait !== undefined)
        return { field, message: t('signIn.tooMany', { wait: waitText(wait, t) }) };
      // Without the header, the API's own words say when (in English only).
      return { field, message: place.language === 'en' ? error.message : t('signIn.tooManyLater') };
    }
    case 503:
      return {
        field: null,
        message:
          wait !== undefined
            ? t('signIn.busy', { wait: waitText(wait, t) })
            : t('signIn.busyLater'),
      };
    case 403: {
      if (error.body?.field !== 'origin') break;
      const there = keeperAddress(place);
      return {
        field: null,
        message: there
          ? t('signIn.wrongAddress', { here: place.origin, there })
          : t('signIn.wrongAddressNoOther', { here: place.origin }),
      };
    }
  }
  return formFailure(error, ['email', 'password']);
}
