import toggle from './toggle.module.css';

type Props<T> = {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  active: T;
  onChoose: (option: T) => void;
  optionLabel: (option: T) => string;
  /** Id of the region the buttons change, when there is one. */
  controls?: string;
};

/**
 * One choice among a few, as a row of pressed/unpressed buttons (aria-pressed):
 * unit categories, the editor's tools, its filters.
 */
export function ToggleGroup<T>({
  label,
  options,
  active,
  onChoose,
  optionLabel,
  controls,
}: Props<T>) {
  return (
    <div className={toggle.group} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option)}
          type="button"
          className={toggle.toggle}
          aria-pressed={option === active}
          aria-controls={controls}
          onClick={() => onChoose(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
