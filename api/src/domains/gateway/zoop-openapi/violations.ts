import type { ErrorObject } from 'ajv';
import { isObject, type Json } from './schema-walk';
import { SENT_UNDESCRIBED, type SentUndescribed } from './sent-undescribed';

/** Ajv's errors for one check, made readable: one line per violation, `anyOf` noise removed. */

export type Violation = { call: string; direction: 'request' | 'answer'; path: string; message: string };

type Reported = { error: ErrorObject; message: string; via: string[] };

/**
 * Ajv reports every branch of a failed `anyOf`. Innermost first, a union one of whose branches
 * has nothing left to report (its only errors were accepted undescribed fields) is satisfied;
 * otherwise keep the branches worth reading: those not ruled out by an `enum` on one of their own
 * properties (a `pix` body is not a `credit` variant); of those, all when at most three remain
 * (each error tagged with its variant's title), else the one with the fewest errors.
 */
function readable(reported: Reported[]): Reported[] {
  let list = reported;
  const unions = list
    .filter((r) => r.error.keyword === 'anyOf' || r.error.keyword === 'oneOf')
    .sort((a, b) => b.error.schemaPath.length - a.error.schemaPath.length);
  for (const union of unions) {
    const { schemaPath, instancePath } = union.error;
    const variants = Array.isArray(union.error.schema) ? (union.error.schema as Json[]) : [];
    const within = (r: Reported, i: number) =>
      r.error.schemaPath.startsWith(`${schemaPath}/${i}/`) &&
      (r.error.instancePath === instancePath || r.error.instancePath.startsWith(`${instancePath}/`));
    const branches = variants.map((_, i) => list.filter((r) => within(r, i)));
    if (branches.some((errs) => errs.length === 0)) {
      const gone = new Set([union, ...branches.flat()]);
      list = list.filter((r) => !gone.has(r));
      continue;
    }
    const escaped = schemaPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const ownEnum = new RegExp(`^${escaped}/\\d+/properties/[^/]+/enum$`);
    const kinds = branches.flatMap((errs, i) =>
      errs.some((r) => ownEnum.test(r.error.schemaPath)) ? [] : [i],
    );
    const candidates = kinds.length > 0 ? kinds : branches.map((_, i) => i);
    const fewest = candidates.reduce((b, i) =>
      (branches[i]?.length ?? 0) < (branches[b]?.length ?? 0) ? i : b,
    );
    const shown = candidates.length <= 3 ? candidates : [fewest];
    const titleOf = (i: number) =>
      typeof variants[i]?.title === 'string' ? `"${String(variants[i]?.title)}"` : `#${i}`;
    const dropped = new Set(branches.flatMap((errs, i) => (shown.includes(i) ? [] : errs)));
    list = list.filter((r) => !dropped.has(r));
    if (shown.length > 1) shown.forEach((i) => branches[i]?.forEach((r) => r.via.unshift(titleOf(i))));
    union.message = `matches none of its ${variants.length} variants; ${shown.length > 1 ? 'candidates' : 'closest'}: ${shown.map(titleOf).join(', ')}`;
  }
  return list;
}

/** The title of the top-level variant an error sits in (`#/anyOf/6/…` → "Pix"), if any. */
function variantOf(root: Json, schemaPath: string): string | undefined {
  const i = /^#\/anyOf\/(\d+)\//.exec(schemaPath)?.[1];
  const variant =
    i === undefined || !Array.isArray(root.anyOf) ? undefined : (root.anyOf as unknown[])[Number(i)];
  return isObject(variant) && typeof variant.title === 'string' ? variant.title : undefined;
}

/** The JSON path of the field an `additionalProperties` error names. */
const fieldOf = (e: ErrorObject, prefix: string) =>
  `${prefix}${e.instancePath}/${String(e.params.additionalProperty)}`.replace('?/', '?');

export function report(
  op: { key: string; call: string; direction: Violation['direction']; root: Json; prefix: string },
  errors: ErrorObject[],
  used: Set<SentUndescribed>,
): Violation[] {
  const kept: Reported[] = [];
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      const field = fieldOf(error, op.prefix);
      const variant = variantOf(op.root, error.schemaPath);
      const entry = SENT_UNDESCRIBED.find(
        (a) =>
          a.operation === op.key &&
          a.field === field &&
          (a.variant === undefined || a.variant.toUpperCase() === variant?.toUpperCase()),
      );
      if (entry) {
        used.add(entry);
        continue;
      }
    }
    kept.push({ error, message: error.message ?? error.keyword, via: [] });
  }
  return readable(kept).map(({ error, message, via }) => ({
    call: op.call,
    direction: op.direction,
    path: op.prefix + (error.instancePath || '/'),
    message:
      (via.length > 0 ? `[${via.join(' > ')}] ` : '') +
      (error.keyword === 'additionalProperties'
        ? `"${String(error.params.additionalProperty)}" is not described by Zoop's OpenAPI`
        : message),
  }));
}

export const formatViolations = (list: Violation[]) =>
  list.map((v) => `${v.call} | ${v.direction} | ${v.path} | ${v.message}`).join('\n');
