// The statement domain ('Extrato', issue 38, docs/statement.md): every movement of a seller's
// money, one line each with its running balance, posted by itself from the payments', payouts'
// and antecipação's hooks; its reconciliation with the provider's books; the exports.

export { statementRoutes } from './routes';
export { registerStatement } from './register';
export { readStatement } from './reads';
