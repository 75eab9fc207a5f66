/**
 * A session's device as a person recognises it, 'Chrome 131 em Windows', read from its user agent
 * by a small parser of our own: the common browser and system families only (no library, no data
 * file). What it cannot tell is 'Navegador desconhecido' / 'sistema desconhecido'.
 */
export type Device = { browser: string; version: string; system: string };

// Order matters: Edge, Opera and Samsung say 'Chrome' too, and Chrome says 'Safari'.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /curl\/(\d+)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

export function deviceOf(userAgent: string): Device {
  const browser = BROWSERS.find(([, re]) => re.test(userAgent));
  const system = SYSTEMS.find(([, re]) => re.test(userAgent));
  return {
    browser: browser?.[0] ?? 'Navegador desconhecido',
    version: browser ? (browser[1].exec(userAgent)?.[1] ?? '') : '',
    system: system?.[0] ?? 'sistema desconhecido',
  };
}

/** 'Chrome 131 em Windows'. */
export function deviceLabel(userAgent: string): string {
  const d = deviceOf(userAgent);
  return `${d.browser}${d.version ? ` ${d.version}` : ''} em ${d.system}`;
}

/** Same browser and system family, whatever the version: an update is not a new device. */
export const sameDevice = (a: string, b: string): boolean => {
  const x = deviceOf(a);
  const y = deviceOf(b);
  return x.browser === y.browser && x.system === y.system;
};
