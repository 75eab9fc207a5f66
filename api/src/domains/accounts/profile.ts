import { and, eq, ne } from 'drizzle-orm';
import { profileChangeIssues, type ProfileInput } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { SESSION_CHANNEL } from './auth/guard';
import { hashPassword, verifyPassword } from './auth/password';
import { sessions } from './auth/tables';
import type { Principal } from '../../platform/principal';
import { emailTaken, findUserById, updateUserProfile } from './repository';
import { isEmailVerified } from './email-verification/verified';
import { enqueueSecurityNotices } from './security-notices';
import { publicNameChanged, renamePublicName } from './branding/public-name';

/**
 * PUT /update-profile/:userId: a user edits only their own profile. Changing the password or the
 * e-mail needs the current password, checked here (a stolen session alone cannot take the account
 * over); a password change signs out the user's other sessions.
 */
export async function updateProfile(ctx: AppContext, who: Principal, userId: string, input: ProfileInput) {
  // A team member edits its own login (the person), never the business it acts for.
  const member = who.membershipId !== null;
  if (userId !== (member ? who.actor.userId : who.userId)) throw AppError.notFound('Usuário não encontrado.');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound('Usuário não encontrado.');
  const [issue] = profileChangeIssues(input, user.email);
  if (issue) throw AppError.badRequest(issue.message, issue.field);
  const emailChanged = input.email !== user.email.toLowerCase();
  if ((input.novaSenha || emailChanged) && !(await verifyPassword(user.passwordHash, input.senhaAtual))) {
    throw AppError.badRequest('Senha atual incorreta.', 'senhaAtual', 'wrong_password');
  }
  if (emailChanged && (await emailTaken(ctx.db, input.email))) {
    throw AppError.conflict('Este email já está cadastrado.', 'email_taken');
  }
  const passwordHash = input.novaSenha ? await hashPassword(input.novaSenha) : undefined;
  // One transaction: the security notices are sent only if the change commits.
  const { updated, renamed } = await ctx.db.transaction(async (tx) => {
    const row = await updateUserProfile(tx, userId, {
      nome: input.nome,
      email: input.email,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!row) throw AppError.notFound('Usuário não encontrado.');
    const renamed = await renamePublicName(tx, user, row.nome);
    if (passwordHash) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, who.sessionId)));
    }
    const change = { oldEmail: user.email, newEmail: row.email, passwordChanged: !!passwordHash };
    await enqueueSecurityNotices(tx, who, { ...change, nome: row.nome, at: new Date() });
    return { updated: row, renamed };
  });
  if (renamed) await publicNameChanged(ctx);
  ctx.principals.dropUser(userId);
  await ctx.database.notify(SESSION_CHANNEL, `u:${userId}`);
  if (member) return { ...who, actor: { userId, nome: updated.nome, email: updated.email } };
  return { ...who, nome: updated.nome, email: updated.email, emailVerified: isEmailVerified(updated) };
}
