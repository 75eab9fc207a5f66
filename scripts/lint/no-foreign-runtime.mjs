// ESLint rule `pagora/no-foreign-runtime` (issue 37): a domain's per-app state on the context
// (`ctx.gateway`, `ctx.payments`) is read only by the domain that declares it. Others import what
// they need through its index (`gateway(ctx)` from domains/gateway), so every dependency on it is an
// import the boundary zones and the import graph see. And the Zoop sandbox is a stand-in for Zoop,
// reached only over HTTP: no domain and no platform file imports it (the composition root mounts it).
import path from 'node:path';

/** Which domain owns each piece of per-app state on the context. */
const OWNERS = { gateway: 'gateway', payments: 'payments' };

function placeOf(filename) {
  const parts = path.resolve(filename).split(path.sep);
  const at = parts.lastIndexOf('src');
  if (at < 1 || parts[at - 1] !== 'api') return { area: null, domain: null };
  const area = parts[at + 1] ?? null;
  return { area, domain: area === 'domains' ? (parts[at + 2] ?? null) : null };
}

/** `ctx`, `app.ctx`, `this.ctx`, `t.ctx`: the app context, however it is reached. */
const isContext = (node) =>
  (node.type === 'Identifier' && node.name === 'ctx') ||
  (node.type === 'MemberExpression' && !node.computed && node.property.name === 'ctx');

export const noForeignRuntime = {
  meta: {
    type: 'problem',
    docs: { description: "refuses reading another domain's per-app state, and importing the Zoop sandbox" },
    schema: [],
    messages: {
      foreign:
        'ctx.{{name}} é do domínio {{owner}}: importe o que precisa pelo index dele (ex.: gateway(ctx) de domains/gateway).',
      sandbox:
        'O sandbox da Zoop é um serviço à parte, falado só por HTTP: nenhum domínio o importa (use sandboxControl de domains/gateway).',
    },
  },
  create(context) {
    const { area, domain } = placeOf(context.filename);
    if (area !== 'domains' && area !== 'platform') return {};
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const owner = OWNERS[node.property.name];
        if (owner && owner !== domain && isContext(node.object))
          context.report({ node, messageId: 'foreign', data: { name: node.property.name, owner } });
      },
      ImportDeclaration(node) {
        if (/(^|\/)zoop-sandbox(\/|$)/.test(String(node.source.value)))
          context.report({ node, messageId: 'sandbox' });
      },
    };
  },
};
