/**
 * A process that pays for reports in a shared SQLite file, one payment after another, as an API
 * instance would (sqlite-processes.test.ts runs several at once). Arguments: the database file,
 * the payer's uid, then the reports' ids.
 */
import { SqliteStore } from '../../src/adapters/store/sqlite.js';
import { TEST_SELLER } from '../store/invoice-contract.js';

const [file, uid, ...pdfIDs] = process.argv.slice(2);
const store = new SqliteStore(file!);
for (const pdfID of pdfIDs) {
  await store.applyPaymentEvent({
    eventId: `evt-${pdfID}`,
    intentId: `pi-${pdfID}`,
    status: 'succeeded',
    uid: uid!,
    pdfID,
    amount: 49900,
    currency: 'inr',
    at: new Date().toISOString(),
    invoice: {
      seller: TEST_SELLER,
      buyer: { name: 'Asha Verma', email: 'asha@example.in', stateCode: null },
      reportName: 'Asha Verma',
      locale: 'en',
    },
  });
}
await store.close();
