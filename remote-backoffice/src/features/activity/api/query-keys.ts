import type { ActivityListQuery } from '@pagora/shared/contracts';

/** Every key starts with 'activity' (one query cache for the shell and all remotes). */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityListQuery) => [...activityKeys.all, 'list', query] as const,
};
