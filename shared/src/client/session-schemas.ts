import { loginAnswerSchema, meAnswerSchema, type LoginAnswer } from '../contracts/accounts';
import {
  brandSettingsSchema,
  userViewSchema,
  type BrandSettings,
  type UserView,
} from '../contracts/accounts-views';

/**
 * What the session keeps, as the accounts contracts define it: the user of the login, `/me` and
 * profile answers, and the brand settings. The store checks what it restores from browser storage
 * against the same schemas, so a user stored by an older version that no longer parses is treated
 * as logged out.
 */
export { brandSettingsSchema, loginAnswerSchema, meAnswerSchema, type BrandSettings, type LoginAnswer };

export const sessionUserSchema = userViewSchema;

/**
 * The contract's user view, with three fields loosened in this type only, so that test fixtures
 * written before the contract (remote-admin's `testing/session.ts`, the back office's
 * `transactions/__tests__/render-history.tsx`) still compile. Every answer and every restored user
 * has them: the store parses with `userViewSchema`. Make this `UserView` once those fixtures do.
 */
export type SessionUser = Omit<UserView, 'name' | 'sellerId' | 'dataInfo'> &
  Partial<Pick<UserView, 'name' | 'sellerId'>> & { dataInfo: UserView['dataInfo'] | null };
