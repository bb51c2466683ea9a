import {
  useEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type TouchEvent,
} from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import type { GalleryEntry } from '../utils/gallery-entries';
import { entryText } from '../utils/entry-text';
import { EntryPicture } from './entry-picture';
import styles from './gallery.module.css';

interface LightboxProps {
  /** The pictures the gallery shows now (its filter's), in its order. */
  entries: GalleryEntry[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A swipe: this far sideways, and more sideways than down. */
const SWIPE_PX = 40;
/** The full picture fills the screen's width at most. */
const FULL_SIZES = '100vw';

/**
 * Full-size view. A click anywhere or Escape closes it (the gallery puts
 * focus back on the thumbnail); the arrow keys, a swipe or the Previous and
 * Next buttons go through the pictures, round from the last to the first.
 * Tab stays among its buttons. Only the next picture is fetched ahead.
 */
export function Lightbox({ entries, index, onIndex, onClose }: LightboxProps) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.gallery.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = entries.length;
  const step = (by: number) => onIndex((index + by + count) % count);
  const entry = entries[index];
  const next = count > 1 ? entries[(index + 1) % count] : undefined;

  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && count > 1) onIndex((index + 1) % count);
      else if (event.key === 'ArrowLeft' && count > 1) onIndex((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, onIndex, index, count]);

  /** Tab and Shift+Tab go round the dialog's buttons, never out to the page behind. */
  const keepFocus = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const buttons = [...(dialogRef.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !buttons.includes(active as HTMLButtonElement))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(touch.clientY - start.y)) return;
    // A swipe is not a tap: the click that may follow must not close the view.
    event.preventDefault();
    step(dx < 0 ? 1 : -1);
  };

  if (!entry) return null;
  const text = entryText(entry, t, language);
  const stay = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <div
      ref={dialogRef}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={text.title}
      onClick={onClose}
      onKeyDown={keepFocus}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <EntryPicture
        key={entry.key}
        entry={entry}
        alt={text.alt}
        sizes={FULL_SIZES}
        className={styles.full}
        loading="eager"
        fetchPriority="high"
      />
      <p className={styles.fullCaption}>
        {text.title}
        {text.credit ? <span className={styles.credit}>{text.credit}</span> : null}
      </p>
      <div className={styles.controls}>
        {count > 1 ? (
          <button
            type="button"
            className={styles.close}
            onClick={(event) => {
              stay(event);
              step(-1);
            }}
          >
            {t('gallery.previous')}
          </button>
        ) : null}
        <span className={styles.position}>
          {t('gallery.position', { number: index + 1, count })}
        </span>
        {count > 1 ? (
          <button
            type="button"
            className={styles.close}
            onClick={(event) => {
              stay(event);
              step(1);
            }}
          >
            {t('gallery.next')}
          </button>
        ) : null}
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          {t('gallery.close')}
        </button>
      </div>
      {next && next !== entry ? (
        // The next picture, fetched ahead so it shows at once; never displayed.
        <div className={styles.ahead} data-testid="lightbox-ahead" aria-hidden="true">
          <EntryPicture
            key={next.key}
            entry={next}
            alt=""
            sizes={FULL_SIZES}
            loading="eager"
            hidden
          />
        </div>
      ) : null}
    </div>
  );
}
