import styles from './developers.module.css';

/** Checkboxes over a fixed list of codes (scopes, event types): the label, then the code itself. */
export function CheckList<C extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly C[];
  labels: Record<C, string>;
  value: readonly C[];
  onChange: (next: C[]) => void;
}) {
  const toggle = (code: C) =>
    onChange(value.includes(code) ? value.filter((x) => x !== code) : [...value, code]);
  return (
    <fieldset className={styles.checks}>
      <legend>{legend}</legend>
      {options.map((code) => (
        <label key={code} className={styles.check}>
          <input type="checkbox" checked={value.includes(code)} onChange={() => toggle(code)} />
          {labels[code]} <span className={styles.code}>{code}</span>
        </label>
      ))}
    </fieldset>
  );
}
