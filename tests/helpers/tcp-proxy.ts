import net from 'node:net';

// A TCP proxy between a server and PostgreSQL: cutting it is the database going away for that one
// server (a restart, a network partition) without touching the PostgreSQL other tests share.

export interface TcpProxy {
  port: number;
  /** Destroys every proxied connection and refuses new ones (nothing listens on the port). */
  cut(): Promise<void>;
  /** Listens again on the same port: the database is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve((s.address() as net.AddressInfo).port);
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    cut: async () => {
      const closing = stopListening();
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      const closing = stopListening();
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}
