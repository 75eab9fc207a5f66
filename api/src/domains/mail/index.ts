// The mail domain: the outbox, its templates, the SMTP transport and 'E-mails enviados'.
// Other domains call `enqueueMail` inside the transaction of the change that causes a message.

export { enqueueMail, isMailable, type OutgoingMail } from './enqueue';
export { MAIL_KINDS, type MailData, type MailKind } from './kinds';
export type { AnonymousMailCaps } from './anonymous-caps';
export { createMailState, type BrandSource } from './context';
export { registerMail } from './register';
export { mailRoutes } from './routes';
export { anonymizeMailsTo, mailsTo, privacyRequestUrl, transactionOfPrivacyToken } from './privacy';
