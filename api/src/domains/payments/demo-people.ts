/** Made-up but well-formed payers and cards for the demo history; deterministic per seed. */

export const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
];
export const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Carvalho',
  'Ferreira',
  'Rodrigues',
  'Almeida',
  'Costa',
  'Gomes',
];
export const DEMO_CARDS = [
  { brand: 'visa', first4: '4539' },
  { brand: 'mastercard', first4: '5356' },
  { brand: 'elo', first4: '6363' },
  { brand: 'amex', first4: '3782' },
];

/** A small deterministic generator (mulberry32): the same demo every first start. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A CPF with valid check digits. */
export function cpf(next: () => number): string {
  const d = Array.from({ length: 9 }, () => Math.floor(next() * 10));
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, v, i) => s + v * (len + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

export const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;
