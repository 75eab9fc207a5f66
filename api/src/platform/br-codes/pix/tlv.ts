/** EMV MPM TLV helpers: every field is ID(2) + LEN(2) + VALUE. */

export type TlvField = { id: string; value: string };

/** Encodes one field; ASCII only, so the declared length equals the byte count the CRC sees. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`ID EMV inválido: ${id}`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`Campo EMV ${id} contém caracteres não ASCII.`);
  if (value.length > 99) throw new Error(`Campo EMV ${id} excede 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits a TLV string into fields in order; throws when a length runs past the end. */
export function parseTlv(input: string): TlvField[] {
  const fields: TlvField[] = [];
  let pos = 0;
  while (pos < input.length) {
    const id = input.slice(pos, pos + 2);
    const lenText = input.slice(pos + 2, pos + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lenText)) throw new Error(`TLV malformado na posição ${pos}.`);
    const len = Number(lenText);
    const value = input.slice(pos + 4, pos + 4 + len);
    if (value.length !== len) throw new Error(`Campo ${id} truncado.`);
    fields.push({ id, value });
    pos += 4 + len;
  }
  return fields;
}

/** First value of a field id, or undefined. */
export function fieldValue(fields: TlvField[], id: string): string | undefined {
  return fields.find((f) => f.id === id)?.value;
}
