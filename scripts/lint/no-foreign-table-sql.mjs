// ESLint rule `pagora/no-foreign-table-sql`: raw SQL in a domain names only that domain's own
// tables (docs/decisions/012, 024). Another domain's rows are read through its read views
// (`${sellersView}`, interpolated: never a name in the text) or the SQL fragments it exports, and
// written through its functions. Code outside the domains (platform, composition) owns no table.
// Reads the text of every string and template literal; tests and test support are not linted by it.
import path from 'node:path';
import { sqlTableRefs } from './sql-tables.mjs';
import { tableOwners } from './table-owners.mjs';

/** The domain a file belongs to (`api/src/domains/<d>/…`), or null outside the domains. */
function domainOf(filename) {
  const parts = path.resolve(filename).split(path.sep);
  const at = parts.lastIndexOf('domains');
  return at > 1 && parts[at - 1] === 'src' && parts[at - 2] === 'api' && parts.length > at + 2
    ? parts[at + 1]
    : null;
}

/** A literal's text; a template's holes become a blank that can never read as a name. */
function literalText(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ${} ');
}

export function noForeignTableSql(root) {
  let cached;
  const map = () => (cached ??= tableOwners(root));
  return {
    meta: {
      type: 'problem',
      docs: { description: "refuses raw SQL that names another domain's table" },
      schema: [],
      messages: {
        foreign:
          'SQL nomeia a tabela "{{table}}", do domínio {{owner}}: leia pela visão ou fragmento que {{owner}} exporta (read-views.ts) e escreva pelas funções dele.',
        unowned:
          'A tabela "{{table}}" não tem dono: declare-a (pgTable) no tables.ts do domínio que a escreve.',
      },
    },
    create(context) {
      const here = domainOf(context.filename);
      const check = (node) => {
        const text = literalText(node);
        if (!text) return;
        const { owners, unowned } = map();
        for (const { name } of sqlTableRefs(text)) {
          if (unowned.has(name)) context.report({ node, messageId: 'unowned', data: { table: name } });
          const owner = owners.get(name);
          if (owner && owner !== here)
            context.report({ node, messageId: 'foreign', data: { table: name, owner } });
        }
      };
      return { Literal: check, TemplateLiteral: check };
    },
  };
}
