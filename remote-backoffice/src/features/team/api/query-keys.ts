/** Every key starts with 'team' (the query cache is shared by the shell and all remotes). */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};
