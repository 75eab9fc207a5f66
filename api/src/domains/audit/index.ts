// The audit domain: an append-only record of changes to pricing (interest plans, links' split
// rules and interest-free counts). Other domains write rows inside their own transactions.
export { changedFields, listAudit, recordAudit, type AuditRecord } from './record';
export { auditRoutes } from './routes';
