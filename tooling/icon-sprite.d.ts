/** The inline SVG sprite of lucide's icons `names`, each a symbol with id `icon-<name>`. */
export function iconSprite(names: string[]): string;

/** The id of an icon's symbol in the sprite. */
export function symbolId(name: string): string;
