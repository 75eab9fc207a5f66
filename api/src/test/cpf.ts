/**
 * A fresh valid CPF per call. Zoop may refuse a second buyer with the same CPF (409), and the
 * sandbox does (issue 36): tests that create several customers give each its own.
 */
let counter = 0;

export function uniqueCpf(): string {
  counter += 1;
  // Nine digits from the process and a counter, never all equal (a CPF of one repeated digit is invalid).
  const base = String((process.pid * 7919 + counter * 104_729) % 1_000_000_000).padStart(9, '1');
  const d = [...base].map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, v, i) => s + v * (len + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}
