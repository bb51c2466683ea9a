import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  /** The API's SMTP settings pointing at this server. */
  env: Record<string, string>;
  /** Every message received so far, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** The messages to one address. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** An SMTP server on loopback and a free port that keeps what it receives (no TLS, no sign-in). */
export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURITY: 'none',
      SMTP_FROM: 'Pawapuri reports <reports@example.org>',
    },
    messages,
    to: (address) =>
      messages.filter((mail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        return to.some((field) => field.value.some((value) => value.address === address));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
