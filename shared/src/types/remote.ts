import type { ReactNode } from 'react';

/**
 * Props of the one routes entry each remote exposes (`<remote>/Routes`).
 * The remote renders its own pages for absolute paths; for a path it owns
 * the prefix of but has no page for, it renders `notFound`.
 */
export interface RemoteRoutesProps {
  notFound: ReactNode;
}

/*
 * The shapes of a remote's remote.json, derived from the schema its build
 * and the shell check it with.
 */
export type {
  LocalisedText,
  NavBadge,
  NavEntry,
  PageDescription,
  PagePlace,
  RemoteDescription,
} from '../contract/remote-description';
