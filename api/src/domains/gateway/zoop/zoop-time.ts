/**
 * Zoop mixes `+00:00`, `+0000` and zone-less times (`2020-09-10 17:10:23`); zone-less ones are
 * UTC (a 2025 PIX answer's zone-less expiry is exactly 24 h after its `+00:00` creation; research
 * zoop.md §13). ISO 8601 UTC, or null when it does not parse.
 */
export function zoopTimeToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  const zoned = /[zZ]$|[+-]\d{2}:?\d{2}$/.test(iso) ? iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : `${iso}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
