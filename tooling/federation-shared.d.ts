/** The federation `shared` settings of an app, from its package.json's versions. */
declare function sharedDependencies(pkg: {
  name: string;
  dependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string; strictVersion: false }>;

declare namespace sharedDependencies {
  /** The packages shared as singletons. */
  const SHARED_PACKAGES: string[];
}

export = sharedDependencies;
