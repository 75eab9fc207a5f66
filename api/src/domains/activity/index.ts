// The activity domain ('Atividade', issue 39): an append-only log of what each person did for a
// business. The recorder writes every successful change; accounts records logins through
// `recordActivity`. Nothing else writes it, and no route changes it.
export { recordActivity, registerActivity, type ActivityEntryInput } from './record';
export { activityRoutes } from './routes';
