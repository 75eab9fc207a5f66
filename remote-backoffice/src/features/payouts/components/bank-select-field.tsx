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
 * The bank, picked from the server's list by COMPE code or name: a search box narrows the choices
 * of a native select (keyboard and screen readers know it), the chosen bank always stays listed.
 */
export function BankSelectField({ selected }: { selected: string }) {
  const banks = useBanks(true);
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const all: readonly Bank[] = banks.data?.data ?? [];
    const wanted = fold(search.trim());
    return all
      .filter((b) => b.code === selected || !wanted || fold(`${b.code} ${b.name}`).includes(wanted))
      .map((b) => ({ value: b.code, label: `${b.code} — ${b.name}` }));
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
        placeholder="Código ou nome (ex: 341, Itaú)"
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
