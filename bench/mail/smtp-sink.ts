import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A loopback SMTP server that accepts every message and notes when each arrived, doing no other
// work, so that the bench measures the sender rather than the receiver.

export interface SmtpSink {
  url: string;
  /** Arrival times (ms since the epoch), one per message. */
  times: number[];
  waitFor(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const times: number[] = [];
  const server = new SMTPServer({
    hideSTARTTLS: true,
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        times.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    times,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (times.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${times.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
