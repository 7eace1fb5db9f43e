import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { connect, openDatabase, type Database } from '../server/db/client';
import { findStockMismatches } from '../server/ops/reconcile';

// `npm run check:stock`: proves the ledger sums to the levels and the read models follow what they copy; prints every mismatch.
const config = loadConfig();

/** A running server's embedded PostgreSQL is reused (its port is in postmaster.pid); else one is started. */
async function open(): Promise<Database> {
  const pidFile = path.join(config.dataDir, 'pg', 'postmaster.pid');
  if (!config.databaseUrl && fs.existsSync(pidFile)) {
    const port = fs.readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
    const password = fs.readFileSync(path.join(config.dataDir, 'pg-password'), 'utf8').trim();
    if (port) return connect(`postgres://stockyard:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, 2);
  }
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

const database = await open();
let failed = false;
try {
  const mismatches = await findStockMismatches(database.db);
  if (!mismatches.length) {
    console.log('stock check: every level equals the sum of its movements, every product total the sum of its levels, every warehouse total the sum of its racks, every reservation its open orders, every product its search row');
  } else {
    for (const m of mismatches) {
      if (m.kind === 'warehouse') console.log(`MISMATCH product ${m.product_id} in warehouse ${m.rack_id}: stock hub total ${m.level}, its racks' levels ${m.ledger} (or the product's name differs)`);
      else if (m.kind === 'search') console.log(`MISMATCH product ${m.product_id} search row: ${!m.level ? 'missing' : !m.ledger ? 'left after the product was deleted' : 'differs from the product'}`);
      else if (m.kind === 'reserved') console.log(`MISMATCH product ${m.product_id} reserved ${m.level}, confirmed and processing orders ${m.ledger}`);
      else console.log(`MISMATCH ${m.kind === 'total' ? `product ${m.product_id} total` : `product ${m.product_id} in rack ${m.rack_id}`}: level ${m.level}, ledger ${m.ledger}`);
    }
    console.log(`stock check: ${mismatches.length} mismatch(es)`);
    failed = true;
  }
} finally {
  await database.close();
}
process.exitCode = failed ? 1 : 0;
