/**
 * The place a CDN or load balancer tells in request headers, as 'São Paulo, SP, Brasil'. Only
 * called for a request that came through a proxy TRUST_PROXY trusts (place.ts): from anyone else
 * these headers are the client's own words.
 */
type Headers = Record<string, string | string[] | undefined>;

/**
 * One source's headers, city / region / country, first present wins within each. Region codes
 * ('SP') come before names: the text reads like a Brazilian address. A source is used whole, so
 * a city of one is never paired with a country of another.
 */
const SOURCES: { city: string[]; region: string[]; country: string[] }[] = [
  {
    city: ['cloudfront-viewer-city'],
    region: ['cloudfront-viewer-country-region', 'cloudfront-viewer-country-region-name'],
    country: ['cloudfront-viewer-country'],
  },
  {
    city: ['cf-ipcity'],
    region: ['cf-region-code', 'cf-region'],
    country: ['cf-ipcountry'],
  },
  { city: ['x-geo-city'], region: ['x-geo-region'], country: ['x-geo-country'] },
];

const MAX_PART = 40;
const MAX_PLACE = 80;

/** The names a person expects, even where the runtime has no locale data for Intl. */
const COUNTRIES: Record<string, string> = {
  BR: 'Brasil',
  PT: 'Portugal',
  US: 'Estados Unidos',
  AR: 'Argentina',
};

/** Codes that say "we don't know" (Cloudflare: XX unknown, T1 Tor; ISO's ZZ). */
const NO_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();

function first(headers: Headers, names: string[]): string | null {
  for (const name of names) {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value.trim() !== '') return value;
  }
  return null;
}

/**
 * Percent-decoded (CloudFront and Cloudflare encode non-ASCII so), and UTF-8 read back when it
 * arrived raw (Node reads header bytes as Latin-1: 'SÃ£o'). Malformed input is kept as sent.
 */
function decoded(value: string): string {
  let text = value;
  try {
    text = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    // Not percent-encoded after all.
  }
  const codes = [...text].map((c) => c.charCodeAt(0));
  if (codes.some((c) => c >= 0x80) && codes.every((c) => c <= 0xff)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8');
    if (!utf8.includes('\ufffd')) text = utf8;
  }
  return text;
}

/** Only letters, digits, spaces and '.,-': markup and control characters never reach a screen or an e-mail. */
export function cleanPart(value: string): string {
  return decoded(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} .,-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PART)
    .trim();
}

function countryName(value: string): string | null {
  const code = cleanPart(value).toUpperCase();
  if (code === '' || NO_COUNTRY.has(code)) return null;
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const known = COUNTRIES[code];
  if (known) return known;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The place the first source present tells, or null when none tells anything usable. */
export function placeFromHeaders(headers: Headers): string | null {
  for (const source of SOURCES) {
    const city = first(headers, source.city);
    const region = first(headers, source.region);
    const country = first(headers, source.country);
    if (city === null && region === null && country === null) continue;
    const parts: string[] = [];
    for (const part of [
      city && cleanPart(city),
      region && cleanPart(region),
      country && countryName(country),
    ]) {
      // 'Brasília, Brasília': a city that is also its region is said once.
      if (part && !parts.some((p) => p.toLowerCase() === part.toLowerCase())) parts.push(part);
    }
    const text = parts
      .join(', ')
      .slice(0, MAX_PLACE)
      .replace(/[ ,]+$/, '');
    return text === '' ? null : text;
  }
  return null;
}
