/** Every key starts with 'privacy' (the query cache is shared by the shell and all remotes). */
export const privacyKeys = {
  all: ['privacy'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  subject: (query: SubjectQuery | null) => [...privacyKeys.all, 'subject', query] as const,
};

/** Who is asked about: a CPF/CNPJ (digits) or an e-mail, exactly one. */
export type SubjectQuery = { documento: string } | { email: string };
