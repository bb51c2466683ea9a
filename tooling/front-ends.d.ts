export interface FrontEnd {
  name: string;
  dir: string;
  portVar: string;
  port: number;
  /** A remote's federation name; none for the shell. */
  federation?: string;
}

/** The shell's port when run locally. */
export const SHELL_PORT: number;

/** The shell, then every remote, each with its local port. */
export function frontEnds(root?: string): FrontEnd[];

/** A browser's origins for a page served locally on `port`. */
export function localOrigins(port: number): string[];
