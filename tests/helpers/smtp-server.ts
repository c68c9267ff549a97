import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// A real SMTP server on loopback for tests (CONTRACT section 11: never a mocked transport). What it
// does with a recipient is set per test: accept, accept slowly (after `slowMs`), refuse (550),
// defer (451), hang (never answer, so only the sender's time-out gets it out) or drop (cut the
// connection in the middle of the message's data). Any other stage can refuse too (`refuseAt`):
// the greeting (e.g. 421), MAIL FROM (e.g. 550 or 553) and the end of the data (e.g. 552 or 554).

export type SmtpBehaviour = 'accept' | 'slow' | 'refuse' | 'defer' | 'hang' | 'drop';

/** A stage other than RCPT TO where the server may answer with a refusal. */
export type SmtpStage = 'connect' | 'mailFrom' | 'data';

/** Each code's text, as a real server would word it. */
const REFUSAL_TEXTS: Record<number, string> = {
  421: '4.3.2 Service not available, closing transmission channel',
  451: '4.3.0 Local error in processing, try again later',
  550: '5.7.1 Sender address rejected',
  553: '5.1.8 Sender address domain does not exist',
  552: '5.3.4 Message exceeds the mailbox storage allocation',
  554: '5.7.1 Message refused as spam',
};

function refusal(code: number): Error {
  return Object.assign(new Error(REFUSAL_TEXTS[code] ?? `${code} refused`), { responseCode: code });
}

export interface ReceivedMail {
  /** The SMTP envelope: what the server was really asked to deliver, whatever the headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Messages accepted so far, in order of arrival. */
  received: ReceivedMail[];
  /** Every RCPT TO seen, accepted or not. */
  attempts: string[];
  /** What happens at RCPT TO for each recipient; `accept` unless a test says otherwise. */
  behaviour: (recipient: string) => SmtpBehaviour;
  /** How long a `slow` recipient waits for its answer. */
  slowMs: number;
  /**
   * The SMTP code to refuse with at a stage, or undefined to go on; `recipients` are the envelope's
   * (none yet at `connect` and `mailFrom`). Never refuses unless a test says so.
   */
  refuseAt: (stage: SmtpStage, recipients: string[]) => number | undefined;
  /** How many times each stage refused, for tests that check a refusal really happened. */
  refusals: Record<SmtpStage, number>;
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Everything a message shows, in every form: the raw message, and its decoded headers, text,
 * HTML and attachments. The raw form alone can hide a word: quoted-printable splits long lines (`=` and a line
 * break) wherever it likes, so a link or a token may be there without its characters in a row.
 */
export function everythingIn(mail: ReceivedMail): string {
  const headers = [...mail.parsed.headers].map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  const attachments = mail.parsed.attachments.map((a) => a.content.toString('utf8'));
  return [mail.raw, ...headers, mail.parsed.text ?? '', mail.parsed.html || '', ...attachments].join('\n');
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const sessions = new Set<SMTPServerSession>();
  // Sessions whose message is to be cut off, and each connection's socket by its client port.
  const dropping = new Set<string>();
  const sockets = new Map<number, Socket>();
  const waiters: (() => void)[] = [];
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    attempts: [],
    behaviour: () => 'accept',
    slowMs: 300,
    refuseAt: () => undefined,
    refusals: { connect: 0, mailFrom: 0, data: 0 },
    waitForMessages: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (state.received.length < count) return false;
          clearTimeout(timer);
          resolve(state.received.slice(0, count));
          return true;
        };
        const timer = setTimeout(
          () => reject(new Error(`Expected ${count} messages, got ${state.received.length}`)),
          timeoutMs,
        );
        const retry = () => {
          if (!check()) waiters.push(retry);
        };
        retry();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    hideSTARTTLS: true,
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    // A sender's pooled connection stays open; closing the server ends it after this long.
    closeTimeout: 500,
    onConnect(session, callback) {
      sessions.add(session);
      const code = state.refuseAt('connect', []);
      if (code === undefined) return callback();
      state.refusals.connect++;
      callback(refusal(code));
    },
    onMailFrom(_address, _session, callback) {
      const code = state.refuseAt('mailFrom', []);
      if (code === undefined) return callback();
      state.refusals.mailFrom++;
      callback(refusal(code));
    },
    onRcptTo(address, _session, callback) {
      state.attempts.push(address.address);
      const behaviour = state.behaviour(address.address);
      if (behaviour === 'hang') return;
      if (behaviour === 'drop') dropping.add(_session.id);
      if (behaviour === 'refuse') {
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
        return;
      }
      if (behaviour === 'defer') {
        callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        return;
      }
      if (behaviour === 'slow') setTimeout(() => callback(), state.slowMs);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      if (dropping.delete(session.id)) {
        // The first bytes of the message have come: the connection goes, with no answer.
        stream.once('data', () => sockets.get(session.remotePort)?.destroy());
        stream.on('error', () => {});
        return;
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = state.refuseAt(
          'data',
          session.envelope.rcptTo.map((r) => r.address),
        );
        if (code !== undefined) {
          // The whole message came, and the server refuses it only now (its content, its size).
          state.refusals.data++;
          callback(refusal(code));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((parsed) => {
          state.received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            raw,
            parsed,
          });
          for (const waiter of waiters.splice(0)) waiter();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {});
  server.server.on('connection', (socket: Socket) => {
    const clientPort = socket.remotePort;
    if (clientPort === undefined) return;
    sockets.set(clientPort, socket);
    socket.once('close', () => sockets.delete(clientPort));
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/**
 * One server for a test file, its messages forgotten before each test. Read `.server` inside tests
 * (it exists once the file's beforeAll has run).
 */
export function useSmtpServer(): { server: TestSmtpServer } {
  const holder = {} as { server: TestSmtpServer };
  beforeAll(async () => {
    holder.server = await startSmtpServer();
  });
  afterAll(() => holder.server.close());
  beforeEach(() => {
    holder.server.received.length = 0;
    holder.server.refuseAt = () => undefined;
  });
  return holder;
}
