// The tables a piece of SQL text reads or writes by name: what follows FROM, JOIN, UPDATE, INTO,
// USING, TABLE and TRUNCATE, comma lists of FROM included (`FROM a x, b y`). A scanner, not a
// parser: the SQL in our code is mostly fragments with holes (`sql\`… ${x} …\``) that no SQL
// parser accepts, and only the names in those spots matter (docs/decisions/024). Names are
// lowercased; a `${…}` hole (an interpolated drizzle table or read view) is never a name.

const KEYWORD = /\b(from|join|update|into|using|table|truncate)\s+/gi;
const IDENT = /^(?:only\s+)?(?:"?public"?\.)?(?:"([a-z_][a-z0-9_$]*)"|([a-z_][a-z0-9_$]*))/i;
/** Words that may follow an alias position, or follow a keyword, and are never a table or alias. */
const RESERVED = new Set(
  'as on where join left right inner outer full cross natural group order limit offset for set values select returning using lateral with union except intersect having window fetch only skip do nothing conflict default'.split(
    ' ',
  ),
);

/** `[{ name, index }]`: each table named in `text`, at the index of its name. */
export function sqlTableRefs(text) {
  const refs = [];
  for (const k of text.matchAll(KEYWORD)) {
    const commaList = /^(from|using)$/i.test(k[1]);
    let at = k.index + k[0].length;
    for (;;) {
      const m = IDENT.exec(text.slice(at));
      if (!m) break;
      const name = (m[1] ?? m[2]).toLowerCase();
      if (!m[1] && RESERVED.has(name)) break;
      refs.push({ name, index: at + m[0].length - name.length - (m[1] ? 1 : 0) });
      at += m[0].length;
      if (!commaList) break;
      // An optional alias, then a comma carries the list on.
      const rest = /^\s+(?:as\s+)?("?[a-z_][a-z0-9_]*"?)/i.exec(text.slice(at));
      if (rest && !RESERVED.has(rest[1].replaceAll('"', '').toLowerCase())) at += rest[0].length;
      const comma = /^\s*,\s*/.exec(text.slice(at));
      if (!comma) break;
      at += comma[0].length;
    }
  }
  return refs;
}

export const sqlTableNames = (text) => [...new Set(sqlTableRefs(text).map((r) => r.name))];
