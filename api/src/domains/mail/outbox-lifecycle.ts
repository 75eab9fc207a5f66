import { MAIL_STATUSES } from '@pagora/shared/contracts';
import { defineMachine } from '../../platform/state-machine/machine';

/**
 * The state machine of an outbox message (issue 37): docs/email.md, "Message states", is generated
 * from it and checked by outbox-status.test.ts. Only `moveMail` (outbox-status.ts) writes the
 * status. No 'outcome unknown' state: a send whose instance died is sent again when its lease runs
 * out (at-least-once, as documented).
 */
export const mailMachine = defineMachine({
  key: 'mail-outbox',
  source: 'api/src/domains/mail/outbox-lifecycle.ts',
  statuses: MAIL_STATUSES,
  events: {
    sent: 'the SMTP server accepted it',
    retry_scheduled:
      'rendering or the SMTP server failed and attempts are left: tried again after retryBaseMs × 2^(attempts-1)',
    given_up: 'the last attempt (maxAttempts) failed',
    resent: "a person clicks 'Reenviar' in 'Emails enviados': back to the queue with a fresh count",
  },
  initial: [
    { status: 'pendente', event: 'enqueued' },
    { status: 'nao_enviavel', event: 'enqueued_unsendable' },
  ],
  table: {
    pendente: { sent: 'enviado', retry_scheduled: 'pendente', given_up: 'falhou' },
    enviado: {},
    falhou: { resent: 'pendente' },
    // Written with its reason; never picked up, never resent (its data or address is refused).
    nao_enviavel: {},
  },
});

export type MailEvent = (typeof mailMachine.eventNames)[number];
