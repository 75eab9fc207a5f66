import { describeOwnedPlanMatrix } from '../../test/owned-plan-matrix';

// Every recurrence-plan route × every role × own/foreign plans, exact statuses (issue 12); the
// rule and the objects are the owned-plan matrix's.
describeOwnedPlanMatrix({
  name: 'recurrence plans',
  base: '/api/planos',
  table: 'recurrence_plans',
  body: (nome) => ({
    nome,
    description: 'Matriz',
    amount: 4990,
    frequency: 'mensal',
    interval: 1,
    status: 'ativo',
  }),
  messages: { invalidId: 'ID do plano inválido.', notFound: 'Plano não encontrado.' },
  // Plans are mirrored at the provider: the sandbox must be listening.
  listen: true,
});
