// Test support for any domain's tests: a real SMTP server in this process, read as a mail client.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppContext } from '../../platform/context';
import { deliverDueMail } from './deliver';

export type TestInbox = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** How many sends the server refused (with a 451, as a busy server does). */
  refused: number;
  /** Refuse the next `n` messages. */
  refuseNext(n: number): void;
  /** Resolves once `count` messages arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

export async function startTestInbox(): Promise<TestInbox> {
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  const waiters: (() => void)[] = [];
  const inbox: TestInbox = {
    url: '',
    messages,
    refused: 0,
    refuseNext: (n) => void (toRefuse = n),
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} messages, got ${messages.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (messages.length < count) return waiters.push(check);
          clearTimeout(timer);
          resolve(messages);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        inbox.refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Servidor ocupado'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}

/** One run of the mail queue's work, as a retried or concurrent job would run it. */
export const runMailSweep = (ctx: AppContext): Promise<number> => deliverDueMail(ctx);
