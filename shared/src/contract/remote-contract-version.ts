/**
 * The version of the contract between the shell and its remotes: the shape
 * of `remote.json` and of what the shell hands a remote (its routes' props,
 * the page context). `@pawapuri/shared` is bundled into each app rather than
 * shared at run time, so a remote carries the contract it was built with:
 * its build writes this number into the `remote.json` it publishes
 * (`contract`). Raise it when a remote built with the new shared package
 * needs something an older shell does not give; a shell runs remotes of
 * every contract from OLDEST_ACCEPTED_REMOTE_CONTRACT up to its own.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** The oldest contract this shared package's shell still runs (lower it never, raise it when dropping support). */
export const OLDEST_ACCEPTED_REMOTE_CONTRACT = 1;

/** A `remote.json` without `contract` was built before remotes carried one: the first contract. */
export const UNSTATED_REMOTE_CONTRACT = 1;
