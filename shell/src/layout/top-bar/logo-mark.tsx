/** The site's mark: a lamp flame over the Jal Mandir's dome, in the brand colours. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="var(--pw-color-primary)" />
      <path
        d="M32 9c5.5 8 8.5 12.5 8.5 17.5a8.5 8.5 0 0 1-17 0C23.5 21.5 26.5 17 32 9z"
        fill="var(--pw-color-gold)"
      />
      <path
        d="M32 18c2.4 3.6 3.6 5.7 3.6 8a3.6 3.6 0 0 1-7.2 0c0-2.3 1.2-4.4 3.6-8z"
        fill="#fff3d6"
      />
      <path d="M16 46c0-7 7-12 16-12s16 5 16 12z" fill="#fffaf2" />
      <rect x="13" y="46" width="38" height="4" rx="1.5" fill="#fffaf2" />
      <path
        d="M10 54c4-2 8-2 11 0s7 2 11 0 7-2 11 0 7 2 11 0"
        stroke="#7fb7d1"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
