import type { OperationKey } from './operations';
import { isObject, type Json } from './schema-walk';

type Operations = Record<OperationKey, Json>;

/**
 * Where Zoop's OpenAPI contradicts itself, the reading the derivation applies, so the schema says
 * what the document means rather than what its generator (readme.io) wrote. Each one is written
 * into the derived file with its reason. None relaxes a rule the document states consistently:
 * remove a reading here (and derive again) to see the document as printed.
 */
export type Reading = {
  id: string;
  operation: OperationKey;
  change: string;
  reason: string;
  apply(ops: Operations): void;
};

const at = (node: unknown, ...keys: (string | number)[]): Json => {
  let cur: unknown = node;
  for (const k of keys) cur = (cur as Record<string | number, unknown>)[k];
  if (typeof cur !== 'object' || cur === null) throw new Error(`reading: nothing at ${keys.join('/')}`);
  return cur as Json;
};
const ok = (op: Json): Json => at(op, 'responses', '200');

/** Calls `f` on every schema under `properties` in the answers of every operation, with its name. */
function eachAnswerProperty(ops: Operations, f: (name: string, schema: Json, holder: Json) => void) {
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (isObject(node.properties))
      for (const [name, s] of Object.entries(node.properties)) if (isObject(s)) f(name, s, node.properties);
    Object.values(node).forEach(visit);
  };
  for (const op of Object.values(ops)) visit(op.responses);
}

/** The list envelope that the transactions list describes (resource, limit, offset, has_more …). */
function envelopeOf(item: Json, ops: Operations): Json {
  const properties = { ...(ok(ops.listTransactions).properties as Json) };
  return { type: 'object', properties: { ...properties, items: { type: 'array', items: item } } };
}

export const READINGS: Reading[] = [
  {
    id: 'list-items-array',
    operation: 'listTransactions',
    change: '200 `items`: the object it describes becomes the schema of each element of an array',
    reason:
      'The document types `items` as one transaction object, while its own `limit`, `offset` and `has_more` ' +
      'describe a page, and every recorded Zoop list answer carries an array.',
    apply(ops) {
      const props = ok(ops.listTransactions).properties as Json;
      props.items = { type: 'array', items: props.items };
    },
  },
  {
    id: 'list-counts-as-text',
    operation: 'listTransactions',
    change: '200 `total`, `query_count`: a number, or a string of digits',
    reason:
      'Recorded Zoop lists answer them as strings (imobanco/zoop-wrapper `examples/data/list_transactions.json`, ' +
      'kept in ../zoop/recorded/accounts.ts).',
    apply(ops) {
      const props = ok(ops.listTransactions).properties as Json;
      for (const name of ['total', 'query_count'])
        props[name] = { anyOf: [props[name], { type: 'string', pattern: '^[0-9]+$' }] };
    },
  },
  {
    id: 'receivables-list-envelope',
    operation: 'listSellerReceivables',
    change: '200: the one receivable it describes becomes each element of a list envelope',
    reason:
      'The answer is documented as a single receivable, but the operation lists them ("Listar recebíveis por ' +
      'seller") and public clients read `items`, `has_more` from it.',
    apply(ops) {
      at(ops.listSellerReceivables, 'responses')['200'] = envelopeOf(ok(ops.listSellerReceivables), ops);
    },
  },
  {
    id: 'percentage-split-no-amount',
    operation: 'createTransaction',
    change: 'split rule variants "Split por porcentagem …": `amount` dropped from `required`',
    reason:
      'Those variants require `amount` without describing it (no such property), beside a `percentage` ' +
      'that is the share; the amount variants describe `amount`, and Zoop clients send percentage rules ' +
      'without it.',
    apply(ops) {
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (typeof node !== 'object' || node === null) return;
        const s = node as Json;
        const props = s.properties as Json | undefined;
        if (Array.isArray(s.required) && props?.percentage && !props.amount)
          s.required = s.required.filter((r) => r !== 'amount');
        Object.values(s).forEach(visit);
      };
      visit(ops.createTransaction.request);
    },
  },
  {
    id: 'fee-details-list',
    operation: 'getTransaction',
    change: 'answers: `fee_details` is the documented fee object or a list of them',
    reason:
      'Recorded card answers carry a list of fee objects (imobanco/zoop-wrapper ' +
      '`add_transaction_card_not_present.json`, kept in ../zoop/recorded/transactions.ts).',
    apply(ops) {
      eachAnswerProperty(ops, (name, schema, holder) => {
        if (name !== 'fee_details' || Array.isArray(schema.anyOf)) return;
        const fee = schema.type === 'object' ? schema : {};
        holder[name] = { anyOf: [schema, { type: 'array', items: fee }] };
      });
    },
  },
  {
    id: 'pix-in-answers',
    operation: 'getTransaction',
    change: 'answers: `payment_type` enums that list `credit` also list `pix`',
    reason:
      'The same document creates PIX transactions (its PIX variant, `payment_type` pix) and filters lists by ' +
      '`payment_type=pix`; its transaction answers, written before PIX, list only credit and boleto.',
    apply(ops) {
      eachAnswerProperty(ops, (name, schema) => {
        const values = schema.enum;
        if (
          name === 'payment_type' &&
          Array.isArray(values) &&
          values.includes('credit') &&
          !values.includes('pix')
        )
          schema.enum = [...values, 'pix'];
      });
    },
  },
  {
    id: 'error-status-code-number',
    operation: 'voidTransaction',
    change: 'error answers: `error.status_code` is a string or an integer',
    reason:
      'The error envelope recorded against Zoop (imobanco/zoop-wrapper `transaction_failed.json`, kept in ' +
      "../zoop/recorded/errors.ts) and Zoop's error-code page give the HTTP status as a number.",
    apply(ops) {
      eachAnswerProperty(ops, (name, schema, holder) => {
        if (name === 'status_code' && schema.type === 'string')
          holder[name] = { anyOf: [schema, { type: 'integer' }] };
      });
    },
  },
  {
    id: 'answers-nullable',
    operation: 'getTransaction',
    change: 'answers: every typed property also accepts null (OpenAPI 3.0 `nullable: true`)',
    reason:
      'The document never says `nullable`, yet the boleto answer recorded against real Zoop ' +
      '(imobanco/zoop-wrapper `add_transaction_invoice.json`) has null `transaction_number`, ' +
      '`sales_receipt`, `fee_details`, `payment_method.fingerprint`, `point_of_sale.identification_number` ' +
      '… Requests stay as documented: we never send null.',
    apply(ops) {
      const allowNull = (schema: Json) => {
        if (typeof schema.type !== 'string') return;
        schema.nullable = true;
        if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
      };
      eachAnswerProperty(ops, (_name, schema) => {
        allowNull(schema);
        // A property the readings above turned into alternatives (fee_details, total): each one.
        if (Array.isArray(schema.anyOf)) schema.anyOf.filter(isObject).forEach(allowNull);
      });
    },
  },
];
