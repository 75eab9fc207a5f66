import { useState, type FormEvent } from 'react';
import { maskCpfCnpj } from '@pagora/shared';
import { privacySubjectSchema } from '@pagora/shared/contracts';
import { Button, Input } from '@pagora/shared/ui';
import type { SubjectQuery } from '../api/query-keys';

/** Anything with a letter or '@' is an e-mail; otherwise the CPF/CNPJ mask applies as typed. */
const looksLikeEmail = (v: string) => /[a-z@]/i.test(v);

/** Parses what was typed with the API's own schema: the same pt-BR messages on both sides. */
export function subjectQueryOf(typed: string): { query: SubjectQuery } | { error: string } {
  const value = typed.trim();
  const parsed = privacySubjectSchema.safeParse(
    looksLikeEmail(value) ? { email: value } : { documento: value || undefined },
  );
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Valor inválido' };
  const { documento, email } = parsed.data;
  return { query: documento ? { documento } : { email: email! } };
}

interface Props {
  value: string;
  onValue: (typed: string) => void;
  onSearch: (query: SubjectQuery) => void;
}

/** 'Buscar titular': one field for a CPF/CNPJ (masked) or an e-mail. */
export function SubjectSearch({ value, onValue, onSearch }: Props) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = subjectQueryOf(value);
    if ('error' in result) return setError(result.error);
    setError(undefined);
    onSearch(result.query);
  };
  return (
    <form onSubmit={submit} noValidate role="search" aria-label="Buscar titular">
      <Input
        label="CPF/CNPJ ou email do titular"
        value={value}
        error={error}
        onChange={(e) =>
          onValue(looksLikeEmail(e.target.value) ? e.target.value : maskCpfCnpj(e.target.value))
        }
      />
      <Button type="submit">Buscar</Button>
    </form>
  );
}
