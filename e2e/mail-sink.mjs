#!/usr/bin/env node
// The suite's inbox: an SMTP server the main e2e server sends its mail to (SMTP_URL), and an HTTP
// answer listing what arrived, so a flow reads its e-mail as a person would, without a server of
// its own. Ports: MAIL_SINK_SMTP_PORT and MAIL_SINK_HTTP_PORT (the config's).
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const inbox = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: mail.to?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: String(mail.html ?? ''),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(req.url === '/messages' ? JSON.stringify(inbox) : '{"ok":true}');
});
server.listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close();
    smtp.close(() => process.exit(0));
  });
