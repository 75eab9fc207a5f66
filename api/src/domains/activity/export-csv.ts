import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { formatDateTime, TEAM_ROLE_LABELS } from '@pagora/shared';
import { ACTIVITY_KIND_LABELS } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { activityBatches, activityWhere, type ActivityFilter } from './list';
import type { ActivityRow } from './tables';

const HEADER = [
  'Quando',
  'Quem',
  'Email',
  'Papel',
  'Tipo',
  'O que',
  'Rota',
  'Objeto',
  'Endereço',
  'Navegador',
];

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cells = (r: ActivityRow) => [
  formatDateTime(r.createdAt),
  neutral(r.actorName),
  neutral(r.actorEmail),
  TEAM_ROLE_LABELS[r.teamRole],
  ACTIVITY_KIND_LABELS[r.kind],
  neutral(r.action),
  r.route,
  r.objectId ?? '',
  r.ip,
  neutral(r.userAgent),
];

// As the transactions' 'excel' export: a spreadsheet in pt-BR opens it as columns.
const OPTIONS = { delimiter: ';', record_delimiter: 'windows' } as const;

/** GET /atividade/export.csv: the filtered rows newest first, streamed batch by batch. */
export function activityCsv(db: Db, who: Principal, filter: ActivityFilter): Readable {
  const where = activityWhere(who, filter);
  async function* text() {
    yield `\uFEFF${stringify([HEADER], OPTIONS)}`;
    for await (const rows of activityBatches(db, where)) yield stringify(rows.map(cells), OPTIONS);
  }
  return Readable.from(text());
}
