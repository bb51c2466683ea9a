import type { ComponentType } from 'react';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import type { ServerBuildPointer } from '../remotes/remote-entry';
import { browserAssets, type BrowserAssets, type Manifest } from './browser-assets';
import { evaluateServerBuild, type BuildLoans } from './evaluate-server-build';
import { FailureBackoff } from './failure-backoff';
import type { Stylesheet } from './inline-stylesheets';
import { matchesIntegrity } from './integrity';
import { LruCache } from './lru-cache';
import { fetchRemoteFile, httpOrigin } from './remote-fetch';
import { errorMessage } from '../common/error-message';
import { checkedFile, verifiedVersion, type VersionFiles } from '../common/version-files';

export interface RemoteServerBuild {
  /** The deployed build it is (manifest, file and digest): part of the render cache's key. */
  version: string;
  Routes: ComponentType<RemoteRoutesProps>;
  assets: BrowserAssets;
  /** Every stylesheet of `assets` with its text, read once per build (hashed names never change). */
  stylesheets: Stylesheet[];
  /** The SHA-384 of each file of the version by URL, from its signed file list (empty without one). */
  integrity: ReadonlyMap<string, string>;
}

/** Where a remote is deployed, as the site's remotes.json says. */
export interface DeployedRemote {
  /** URL of its federation manifest; its folder holds the rest. */
  manifestUrl: string;
  serverBuild: ServerBuildPointer;
  /**
   * Its pointer's file list (`{ path, integrity }`). The service passes on
   * only entries whose list it checked; with one, the manifest, the build
   * and every stylesheet must have the digests it gives.
   */
  files?: unknown;
}

/** A stylesheet larger than this stays a link: written into every page it would cost more than it saves. */
export const MAX_INLINE_STYLESHEET_BYTES = 32 * 1024;

/** A manifest larger than this is refused (they are a few kilobytes). */
const MAX_MANIFEST_BYTES = 1024 * 1024;

interface Options extends BuildLoans {
  /** Origins a remote's files may come from besides its manifest's own. */
  allowedOrigins: readonly string[];
  /** How long one file may take to arrive. */
  timeoutMs: number;
  /** The largest server build accepted. */
  maxBuildBytes: number;
  /** How many builds are kept evaluated. */
  cacheSize: number;
  /** The wait before a failed build is tried again (doubling on each failure in a row). */
  failureBackoffMs: number;
  maxBackoffMs: number;
  /**
   * Resolves once the shell's own strings are loaded (both languages),
   * before a build's first render. A build's strings are its own (its own
   * global object) and its pages wait for them.
   */
  ready: () => Promise<void>;
  log: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The server builds of the remotes, each loaded from where remotes.json
 * says the remote is deployed and run only when its bytes have the digest
 * remotes.json publishes for it. A build is kept by its manifest, file and
 * digest (the last `cacheSize` of them), so it is fetched and evaluated
 * once however requests alternate between sites; a redeploy comes with a
 * new digest, so a new entry. One that fails is not tried again until its
 * backoff has passed: meanwhile `get` rejects at once, without a request.
 */
export class RemoteServerBuilds {
  private readonly loaded: LruCache<RemoteServerBuild>;
  private readonly loading = new Map<string, Promise<RemoteServerBuild>>();
  private readonly backoff: FailureBackoff;
  private readonly allowedOrigins: string[];

  constructor(private readonly options: Options) {
    this.loaded = new LruCache(options.cacheSize);
    this.allowedOrigins = options.allowedOrigins.flatMap((url) => httpOrigin(url) ?? []);
    this.backoff = new FailureBackoff({
      firstMs: options.failureBackoffMs,
      maxMs: options.maxBackoffMs,
      now: options.now ?? Date.now,
    });
  }

  /** The remote's deployed server build; rejects (with the reason) when it cannot be had. */
  get(remote: DeployedRemote): Promise<RemoteServerBuild> {
    const key = [
      remote.manifestUrl,
      remote.serverBuild.path,
      remote.serverBuild.integrity,
      JSON.stringify(remote.files ?? null),
    ].join('\n');
    const loaded = this.loaded.get(key);
    if (loaded) return Promise.resolve(loaded);
    const loading = this.loading.get(key);
    if (loading) return loading;
    const waiting = this.backoff.waiting(key);
    if (waiting !== null) return Promise.reject(new Error(waiting));

    const load = this.fetchAndEvaluate(remote, key).then(
      (build) => {
        this.loaded.set(key, build);
        this.backoff.succeeded(key);
        return build;
      },
      (error: unknown) => {
        this.backoff.failed(key, errorMessage(error));
        throw error;
      },
    );
    this.loading.set(key, load);
    void load.catch(() => undefined).finally(() => this.loading.delete(key));
    return load;
  }

  /** Fetches the manifest and the build, checks the build's digest, and only then runs it. */
  private async fetchAndEvaluate(
    { manifestUrl, serverBuild, files }: DeployedRemote,
    version: string,
  ): Promise<RemoteServerBuild> {
    const base = new URL('.', manifestUrl).toString();
    const allowedOrigins = new Set([httpOrigin(manifestUrl) ?? '', ...this.allowedOrigins]);
    const limits = { allowedOrigins, timeoutMs: this.options.timeoutMs, fetch: this.options.fetch };
    const url = new URL(serverBuild.path, base).toString();
    const [listed, manifestBytes, buildBytes] = await Promise.all([
      files === undefined
        ? null
        : verifiedVersion(manifestUrl, files, (file, maxBytes) =>
            fetchRemoteFile(file, { ...limits, maxBytes }),
          ),
      fetchRemoteFile(manifestUrl, { ...limits, maxBytes: MAX_MANIFEST_BYTES }),
      fetchRemoteFile(url, { ...limits, maxBytes: this.options.maxBuildBytes }),
    ]);
    if (!matchesIntegrity(buildBytes, serverBuild.integrity)) {
      throw new Error(`${url} does not have the digest remotes.json publishes for it; not run`);
    }
    if (listed) {
      checkedFile(listed, manifestUrl, manifestBytes);
      checkedFile(listed, url, buildBytes);
    }
    const manifest = parseJson<Manifest>(manifestBytes, manifestUrl);

    // Every stylesheet is checked before any of the build runs.
    const { assets, refused } = browserAssets(manifest, base, allowedOrigins);
    if (refused.length > 0) {
      this.options.log(
        `${manifestUrl} names files on origins that are not allowed; they are left out of its pages: ${refused.join(', ')}`,
      );
    }
    const [stylesheets] = await Promise.all([
      Promise.all(
        [...assets.styles, ...assets.lazyStyles].map((href) =>
          this.stylesheet(href, limits, listed),
        ),
      ),
      this.options.ready(),
    ]);
    const source = buildBytes.toString('utf8');
    const built = evaluateServerBuild(source, url, this.options);
    if (typeof built.loadRoutes !== 'function') throw new Error(`${url} has no loadRoutes`);
    const routes = (built.loadRoutes as (publicPath: string) => { default?: unknown })(base);
    if (typeof routes.default !== 'function') throw new Error(`${url} exports no Routes component`);

    return {
      version,
      Routes: routes.default as ComponentType<RemoteRoutesProps>,
      assets,
      stylesheets,
      integrity: listed?.digests ?? new Map(),
    };
  }

  /**
   * A stylesheet's text; a failed or oversized one stays a link (the page
   * still renders), with its listed digest. With a file list, one not listed
   * or whose bytes differ refuses the whole build: it is never written in.
   */
  private async stylesheet(
    href: string,
    limits: Omit<Parameters<typeof fetchRemoteFile>[1], 'maxBytes'>,
    listed: VersionFiles | null,
  ): Promise<Stylesheet> {
    const integrity = listed?.digests.get(href);
    if (listed && !integrity) throw new Error(`${href} is not in its version's file list`);
    const bytes = await fetchRemoteFile(href, {
      ...limits,
      maxBytes: MAX_INLINE_STYLESHEET_BYTES,
    }).catch(() => null);
    if (bytes && listed) checkedFile(listed, href, bytes);
    return {
      href,
      text: bytes ? bytes.toString('utf8') : null,
      ...(integrity ? { integrity } : {}),
    };
  }
}

function parseJson<T>(bytes: Buffer, url: string): T {
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}
