import assert from 'node:assert/strict';
import { describeOwnedPlanMatrix } from '../../test/owned-plan-matrix';

// Every interest-plan route × every role × the plans it may or may not touch, exact statuses
// (issue 12); the rule and the objects are the owned-plan matrix's. 'Usar nos meus links' (PUT
// /api/juros/:id/usar) follows the same rule as an edit.
const parcelas = Array.from({ length: 21 }, (_, i) => ({ parcela: `${i + 1}x`, taxa: '1,5' }));

describeOwnedPlanMatrix({
  name: 'interest plans',
  base: '/api/juros',
  table: 'interest_plans',
  body: (nome) => ({ nome, description: 'Matriz', status: 'ativo', parcelas }),
  messages: { invalidId: 'ID do plano de juros inválido.', notFound: 'Plano de juros não encontrado.' },
  actions: [
    {
      title: "PUT /api/juros/:id/usar ('Usar nos meus links')",
      method: 'PUT',
      path: (id) => `/api/juros/${id}/usar`,
      whenAllowed: (res) => assert.equal(res.json().dados.em_uso, true),
    },
  ],
});
