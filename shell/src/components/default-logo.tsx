/** Pagora's own mark, used when the brand has no logo. */
export function DefaultLogo({ mini = false }: { mini?: boolean }) {
  return (
    <svg
      role="img"
      aria-label="Pagora"
      height="36"
      viewBox={mini ? '0 0 40 40' : '0 0 150 40'}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="40" height="40" rx="10" fill="var(--brand-primary, #0f766e)" />
      <path
        d="M13 29V11h8.5a6 6 0 0 1 0 12H17"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      {mini ? null : (
        <text
          x="50"
          y="28"
          fontFamily="system-ui, sans-serif"
          fontSize="22"
          fontWeight="700"
          fill="currentColor"
        >
          Pagora
        </text>
      )}
    </svg>
  );
}
