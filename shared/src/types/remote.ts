import type { ReactNode } from 'react';

/**
 * Props of the one routes entry each remote exposes (`<remote>/Routes`).
 * The remote renders its own pages for absolute paths; for a path it owns
 * the prefix of but has no page for, it renders `notFound`.
 */
export interface RemoteRoutesProps {
  notFound: ReactNode;
}
