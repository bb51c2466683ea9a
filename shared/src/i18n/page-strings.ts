import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';
import type { Strings } from './translate';

type Loader = () => Promise<Strings>;

/** What renders read: replaced as a whole on every change, so a render can tell it changed. */
export interface StringsSnapshot {
  /** The page's language (in the browser, the address's). */
  language: LanguageCode;
  /** Strings by `<language>|<namespace>`. */
  strings: ReadonlyMap<string, Strings>;
}

interface PageStrings {
  snapshot: StringsSnapshot;
  /** On a server every language is loaded, since each request may ask for either. */
  everyLanguage: boolean;
  started: boolean;
  loaders: Map<string, Loader>;
  loading: Map<string, Promise<void>>;
  /** Strings from an earlier build of their namespace, in until the new build's arrive. */
  stale: Set<string>;
  listeners: Set<() => void>;
  /** Counts language switches, so only the latest takes effect. */
  switches: number;
}

/**
 * The strings of the whole page. Every app bundles its own copy of this
 * package, so the state lives on the page under a global symbol: the
 * shell's copy, each remote's and each remote server build's read and fill
 * the same strings and follow the same language.
 */
function pageStringsState(): PageStrings {
  const key = Symbol.for('pawapuri.i18n.pageStrings');
  const global = globalThis as typeof globalThis & { [key: symbol]: PageStrings };
  global[key] ??= {
    snapshot: { language: DEFAULT_LANGUAGE, strings: new Map() },
    everyLanguage: false,
    started: false,
    loaders: new Map(),
    loading: new Map(),
    stale: new Set(),
    listeners: new Set(),
    switches: 0,
  };
  return global[key];
}

const slot = (language: string, namespace: string) => `${language}|${namespace}`;

function publish(change: Partial<StringsSnapshot>): void {
  const state = pageStringsState();
  state.snapshot = { ...state.snapshot, ...change };
  for (const listener of state.listeners) listener();
}

function store(language: string, namespace: string, strings: Strings): void {
  const next = new Map(pageStringsState().snapshot.strings);
  next.set(slot(language, namespace), strings);
  publish({ strings: next });
}

/** A supported language for a code ('hi-IN' is Hindi); anything else is the default. */
export function supportedLanguage(code: string): LanguageCode {
  const base = code.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.code === base)?.code ?? DEFAULT_LANGUAGE;
}

export function snapshot(): StringsSnapshot {
  return pageStringsState().snapshot;
}

export function subscribe(listener: () => void): () => void {
  const { listeners } = pageStringsState();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts the page's strings once: in `language`, loading only that
 * language's catalogs (a browser), or loading every language's (a server).
 * Returns false when they had already started.
 */
export function start(language: LanguageCode, everyLanguage: boolean): boolean {
  const state = pageStringsState();
  if (state.started) return false;
  state.started = true;
  state.everyLanguage = everyLanguage;
  publish({ language });
  return true;
}

export function isStarted(): boolean {
  return pageStringsState().started;
}

export function isServer(): boolean {
  return pageStringsState().everyLanguage;
}

/** The languages whose catalogs are fetched as soon as a namespace is registered. */
function languagesToLoad(): LanguageCode[] {
  const state = pageStringsState();
  return state.everyLanguage ? LANGUAGES.map((l) => l.code) : [state.snapshot.language];
}

/**
 * Fetches a namespace's strings in a language unless they are in. A fetch
 * that fails is forgotten, so the next call (a page's retry) tries again.
 */
function load(language: LanguageCode, namespace: string): Promise<void> {
  const state = pageStringsState();
  const key = slot(language, namespace);
  if (state.snapshot.strings.has(key) && !state.stale.has(key)) return Promise.resolve();
  const inFlight = state.loading.get(key);
  if (inFlight) return inFlight;
  const loader = state.loaders.get(key);
  if (!loader) return Promise.reject(new Error(`No ${language} strings for ${namespace}`));
  const loading = loader().then(
    (strings) => {
      // A newer build's loader may have replaced this one meanwhile: its strings win.
      if (state.loaders.get(key) !== loader) return;
      state.stale.delete(key);
      state.loading.delete(key);
      store(language, namespace, strings);
    },
    (error: unknown) => {
      if (state.loading.get(key) === loading) state.loading.delete(key);
      throw error;
    },
  );
  state.loading.set(key, loading);
  return loading;
}

/** A namespace's strings in a language, as `state` holds them. */
export function stringsIn(
  state: StringsSnapshot,
  language: string,
  namespace: string,
): Strings | undefined {
  return state.strings.get(slot(language, namespace));
}

export function hasStrings(language: string, namespace: string): boolean {
  return stringsIn(pageStringsState().snapshot, language, namespace) !== undefined;
}

/**
 * Adds a namespace: strings given as objects at once, strings given as
 * functions fetched for the languages in use. Registering a namespace again
 * (a new build of its remote, loaded by a server) replaces its strings.
 * Resolves once the strings of the languages in use are in.
 */
export function register(
  namespace: string,
  catalog: Record<LanguageCode, Strings | Loader>,
): Promise<void> {
  const state = pageStringsState();
  for (const [language, strings] of Object.entries(catalog)) {
    const key = slot(language, namespace);
    if (typeof strings === 'function') {
      if (state.loaders.get(key) === strings) continue;
      state.loaders.set(key, strings);
      // An earlier build's strings serve until the new ones are in; whoever
      // must show the new ones waits for the promise this returns.
      state.loading.delete(key);
      if (state.snapshot.strings.has(key)) state.stale.add(key);
    } else {
      state.loaders.delete(key);
      state.stale.delete(key);
      store(language, namespace, strings);
    }
  }
  return Promise.all(languagesToLoad().map((language) => load(language, namespace))).then(
    () => undefined,
  );
}

/** Resolves once every fetch of strings under way has settled. */
export async function settled(): Promise<void> {
  await Promise.allSettled([...pageStringsState().loading.values()]);
}

/**
 * Moves the page to another language once the strings of every namespace
 * it has are in, so no key ever shows. When switches overlap, the last one
 * wins. A namespace whose strings cannot be fetched does not hold the page
 * back: its parts show their keys.
 */
export async function changeLanguage(code: string): Promise<void> {
  const state = pageStringsState();
  const language = supportedLanguage(code);
  const turn = ++state.switches;
  const namespaces = new Set(
    [...state.snapshot.strings.keys(), ...state.loaders.keys()].map((key) =>
      key.slice(key.indexOf('|') + 1),
    ),
  );
  await Promise.allSettled(
    [...namespaces]
      .filter((namespace) => state.loaders.has(slot(language, namespace)))
      .map((namespace) => load(language, namespace)),
  );
  if (turn === state.switches && state.snapshot.language !== language) publish({ language });
}
