import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = 'accept' | 'refuse' | 'hang';

/**
 * An SMTP server whose answer the test chooses: accept (keeps the raw message), refuse (421 at
 * MAIL FROM, as a server that is down for maintenance answers), or hang (takes the message and
 * never answers, as an overloaded one does).
 */
export async function startControlledSmtp(mode: SmtpMode = 'accept') {
  const state = { mode, received: [] as Buffer[], refused: 0, hung: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onMailFrom(_address, _session, done) {
      if (state.mode !== 'refuse') return done();
      state.refused += 1;
      done(
        Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
      );
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.mode === 'hang') {
          state.hung += 1;
          return; // never answers
        }
        state.received.push(Buffer.concat(chunks));
        done();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that takes the connection and never says a word (no SMTP greeting). */
export async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections taken so far. */
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
