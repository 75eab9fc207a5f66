import { useMemo, useState } from 'react';
import { Input, SelectField } from '@pagora/shared/ui';
import type { Bank } from '@pagora/shared/contracts';
import { useBanks } from '../api/get-banks';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * How well a bank answers a search, as the server ranks it (GET /api/banks?q=): a name people use
 * first ('Inter' is Banco Inter before PagSeguro Internet), then the code and legal name; null: no.
 */
function rank(bank: Bank, wanted: string): number | null {
  if (!wanted) return 0;
  const names = [bank.commonName ?? '', ...bank.aliases].map(fold);
  if (names.includes(wanted) || bank.code === wanted) return 0;
  if (names.some((n) => n.startsWith(wanted))) return 1;
  if (names.some((n) => n.includes(wanted))) return 2;
  return fold(`${bank.code} ${bank.name}`).includes(wanted) ? 3 : null;
}

/** '260 — Nubank (NU PAGAMENTOS S.A. ...)': the name people know, the registry's beside it. */
const labelOf = (b: Bank) =>
  b.commonName ? `${b.code} — ${b.commonName} (${b.name})` : `${b.code} — ${b.name}`;

/**
 * The bank, picked from the server's list by COMPE code, legal name or the name people use: a
 * search box narrows the choices of a native select (keyboard and screen readers know it), the
 * chosen bank always stays listed.
 */
export function BankSelectField({ selected }: { selected: string }) {
  const banks = useBanks(true);
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const all: readonly Bank[] = banks.data?.data ?? [];
    const wanted = fold(search.trim());
    return all
      .flatMap((b) => {
        const r = b.code === selected ? -1 : rank(b, wanted);
        return r === null ? [] : [{ b, r }];
      })
      .sort((x, y) => x.r - y.r || x.b.code.localeCompare(y.b.code))
      .map(({ b }) => ({ value: b.code, label: labelOf(b) }));
  }, [banks.data, search, selected]);
  const placeholder = banks.isPending
    ? 'Carregando bancos...'
    : banks.isError
      ? 'Erro ao carregar os bancos'
      : 'Selecione o banco';
  return (
    <>
      <Input
        label="Buscar banco"
        placeholder="Código ou nome (ex: 341, Itaú, Nubank)"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <SelectField
        name="bank_code"
        label="Banco *"
        options={options}
        placeholder={placeholder}
        hint={search && options.length === 0 ? 'Nenhum banco encontrado' : undefined}
      />
    </>
  );
}
