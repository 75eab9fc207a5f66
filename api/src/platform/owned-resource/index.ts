// The owned-resource kit (issue 21 section 3): who reads and manages a tenant's records, the
// 404/403 answers, and paging in one query. Used by buyers, interest and recurrence plans, and
// subscriptions.
export {
  managedOr404,
  ownedWhere,
  readsOwned,
  requireOwnPath,
  requireTenantOwner,
  type Owned,
  type TenantOwner,
} from './rules';
export { offsetOf, pageOf, totalOver, type ListQuery, type Page, type PageQuery } from './page';
