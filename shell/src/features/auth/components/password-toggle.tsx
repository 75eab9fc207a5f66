import styles from './auth.module.css';

export function PasswordToggle({
  visible,
  onToggle,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  disabled = false,
}: {
  visible: boolean;
  onToggle: () => void;
  showLabel?: string;
  hideLabel?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      disabled={disabled}
      aria-label={visible ? hideLabel : showLabel}
      aria-pressed={visible}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {visible ? <path d="M3 3l18 18" /> : null}
      </svg>
    </button>
  );
}
