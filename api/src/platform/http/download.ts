import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file a route answers for download: its bytes (a string or a stream), type and name. */
export type Download = { body: string | Readable | PDFKit.PDFDocument; type: string; fileName: string };

/** Sent as an attachment, never cached (exports carry people's money and personal data). */
export const sendDownload = (reply: FastifyReply, d: Download) =>
  reply
    .type(d.type)
    .header('content-disposition', `attachment; filename="${d.fileName}"`)
    .header('cache-control', 'no-store')
    // A stream is sent as it is (never serialized); the contract's string type is the file's text.
    .send(d.body as unknown as string);
