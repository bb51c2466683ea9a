/** The inline SVG sprite of lucide's icons `names`, each a symbol with id `icon-<name>`. */
export function iconSprite(names: string[]): string;
