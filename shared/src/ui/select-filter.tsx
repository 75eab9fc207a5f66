import styles from './toolbar.module.css';
import ui from './ui.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Keeps the label for screen readers only, when the first option already says what it filters. */
  hideLabel?: boolean;
}

/** A labelled <select> for the ListToolbar's filters slot (status, method, period...). */
export function SelectFilter({ label, value, onChange, options, hideLabel = false }: SelectFilterProps) {
  return (
    <label className={styles.filter}>
      <span className={hideLabel ? ui.srOnly : ui.label}>{label}</span>
      <select className={ui.input} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
