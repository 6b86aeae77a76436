// Runs the Store contract suite against Firestore: starts @firestore-emulator/server (in memory,
// gRPC) on 127.0.0.1 and a free port, runs `vitest run --config vitest.firestore.config.ts` with
// FIRESTORE_EMULATOR_HOST pointing at it, stops the emulator and exits with vitest's code.
// Extra arguments are passed on to vitest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(apiDir, 'package.json'));
// The emulator's own copy of grpc-js: its Server class is the one the emulator instantiates.
const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'));
const grpc = emulatorRequire('@grpc/grpc-js');
const { FirestoreServer } = emulatorRequire('@firestore-emulator/server');

/**
 * @firestore-emulator/server accepts transactions but does not isolate them: every transaction
 * gets the same id, reads take no locks and a commit never conflicts, so two transactions that
 * read the same document both commit (4 concurrent credit unlocks all succeed). It also applies
 * a commit's writes one by one, so a failed precondition leaves the earlier writes applied.
 *
 * Real Firestore runs transactions serializably and answers a conflicting one with ABORTED,
 * which firebase-admin retries. This gives the emulator the same contract, by optimistic
 * concurrency control around its gRPC handlers: each transaction gets its own id and remembers
 * the version of every document it read and the result of every query it ran; its commit is
 * refused with ABORTED if any of them changed since, and a commit whose preconditions fail
 * writes nothing. The adapter is thereby tested with its real transaction code, retries
 * included, and not with process-local locks that would hide a missing transaction.
 */
function withIsolation(impl, state) {
  const versions = new Map(); // document name -> how many commits have written it
  const transactions = new Map(); // transaction id (hex) -> what it has read
  let lastId = 0;

  const version = (name) => versions.get(name) ?? 0;
  const key = (id) => Buffer.from(id).toString('hex');
  const begin = () => {
    const id = Buffer.alloc(8);
    id.writeBigUInt64BE(BigInt(++lastId));
    const tx = { id: new Uint8Array(id), docs: new Map(), queries: [] };
    transactions.set(key(tx.id), tx);
    return tx;
  };
  const readDocument = (tx, name) => {
    if (!tx.docs.has(name)) tx.docs.set(name, version(name));
  };
  const runQuery = (parent, query) =>
    state()
      .v1Query(parent, query)
      .map((doc) => doc.getPath())
      .join('\n');
  /** The transaction a read belongs to; a new one gets its id in the responses. */
  const readTransaction = (call) => {
    const selector = call.request.consistency_selector;
    if (selector === 'new_transaction') {
      const tx = begin();
      const write = call.write.bind(call);
      call.write = (response, ...rest) => {
        if (response.transaction?.length) response.transaction = tx.id;
        return write(response, ...rest);
      };
      return tx;
    }
    if (selector === 'transaction') return transactions.get(key(call.request.transaction));
    return undefined;
  };
  const failure = (code, message) => Object.assign(new Error(message), { code, details: message });
  const conflict = (tx) => {
    for (const [name, seen] of tx.docs) {
      if (version(name) !== seen) return `${name} changed after the transaction read it`;
    }
    for (const { parent, query, result } of tx.queries) {
      if (runQuery(parent, query) !== result)
        return `a query's result changed after the transaction ran it`;
    }
    return undefined;
  };
  const writtenName = (write) =>
    write.has_update ? write.update.name : write.has_delete ? write.delete : undefined;
  /** Checks every write's exists-precondition before any is applied. */
  const preconditionFailure = (writes) => {
    for (const write of writes) {
      const name = writtenName(write);
      if (!name || !write.has_current_document || !write.current_document.has_exists) continue;
      const exists = state().getDocument(name).metadata.hasExist;
      if (write.current_document.exists && !exists) {
        return failure(grpc.status.NOT_FOUND, `no entity to update: ${name}`);
      }
      if (!write.current_document.exists && exists) {
        return failure(grpc.status.ALREADY_EXISTS, `entity already exists: ${name}`);
      }
    }
    return undefined;
  };

  return {
    BeginTransaction(call, callback) {
      const tx = begin();
      impl.BeginTransaction(call, (error, response) => {
        if (response) response.transaction = tx.id;
        callback(error, response);
      });
    },
    BatchGetDocuments(call) {
      const tx = readTransaction(call);
      if (tx) for (const name of call.request.documents) readDocument(tx, name);
      impl.BatchGetDocuments(call);
    },
    RunQuery(call) {
      const tx = readTransaction(call);
      if (tx) {
        const { parent, structured_query: query } = call.request;
        const result = runQuery(parent, query);
        tx.queries.push({ parent, query, result });
        for (const name of result.split('\n').filter(Boolean)) readDocument(tx, name);
      }
      impl.RunQuery(call);
    },
    Commit(call, callback) {
      const { transaction, writes } = call.request;
      let tx;
      if (transaction?.length) {
        tx = transactions.get(key(transaction));
        transactions.delete(key(transaction));
        if (!tx) {
          callback(failure(grpc.status.INVALID_ARGUMENT, 'unknown transaction'));
          return;
        }
        const reason = conflict(tx);
        if (reason) {
          callback(failure(grpc.status.ABORTED, `Transaction aborted: ${reason}`));
          return;
        }
      }
      const failed = preconditionFailure(writes);
      if (failed) {
        callback(failed);
        return;
      }
      impl.Commit(call, (error, response) => {
        if (!error) {
          for (const write of writes) {
            const name = writtenName(write);
            if (name) versions.set(name, version(name) + 1);
          }
        }
        callback(error, response);
      });
    },
    Rollback(call, callback) {
      if (call.request.transaction?.length) transactions.delete(key(call.request.transaction));
      impl.Rollback(call, callback);
    },
  };
}

/** Starts the emulator, with transaction isolation, on 127.0.0.1 and a port the OS picks. */
async function startEmulator() {
  const addService = grpc.Server.prototype.addService;
  let emulator;
  grpc.Server.prototype.addService = function (service, impl) {
    // The emulator creates its state before adding its service; the handlers read it per call.
    const isolated = withIsolation(impl, () => emulator.state);
    const handlers = {};
    for (const name of Object.keys(service)) {
      const handler = isolated[name] ?? impl[name];
      if (typeof handler === 'function')
        handlers[name] = handler.bind(isolated[name] ? isolated : impl);
    }
    return addService.call(this, service, handlers);
  };
  try {
    emulator = new FirestoreServer();
  } finally {
    grpc.Server.prototype.addService = addService;
  }
  // FirestoreServer.start() binds 0.0.0.0 and a fixed port; bind its gRPC server ourselves.
  const port = await new Promise((resolve, reject) => {
    emulator.server.bindAsync(
      '127.0.0.1:0',
      grpc.ServerCredentials.createInsecure(),
      (error, bound) => (error ? reject(error) : resolve(bound)),
    );
  });
  return { host: `127.0.0.1:${port}`, stop: () => emulator.stop() };
}

const emulator = await startEmulator();
console.log(`Firestore emulator (@firestore-emulator/server) on ${emulator.host}`);

const vitest = spawn(
  process.execPath,
  [
    path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'),
    'run',
    '--config',
    'vitest.firestore.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: apiDir,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host },
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vitest.kill(signal));
vitest.on('exit', (code, signal) => {
  emulator.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
