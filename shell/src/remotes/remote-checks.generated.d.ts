import type { NavEntry, PageDescription } from '@pawapuri/shared';
import type { ServerBuildPointer } from '@pawapuri/shared/contract/remote-description';

/** Compiled from the schema of remote.json (tooling/remote-checks-code.js). */
export function isPage(value: unknown): value is PageDescription;
export function isNavEntry(value: unknown): value is NavEntry;
export function isServerBuild(value: unknown): value is ServerBuildPointer;
