interface IconProps {
  /** A symbol of the sprite: lucide's kebab-case name, listed in icon-names.json. */
  name: string;
  size: number;
  className?: string;
}

/**
 * One of lucide's icons, drawn from the sprite index.html carries
 * (tooling/icon-sprite.js). Icons are
 * decoration beside a visible label or a labelled button, so assistive
 * technology skips them. The stroke is set here: it reaches the symbol's
 * lines through <use>, so the icon takes the text colour.
 */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
