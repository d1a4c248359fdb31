/**
 * npm run staff:add -- --email anna@selvedge.ru --name "Анна Петрова" --role manager --warehouse msk
 *   [--warehouse spb] [--phone "+7 (916) 555-12-34"]
 *
 * Adds a staff account of the managers' workspace (issue #20) and prints a one-time link (valid
 * for a week) to set its password; then the person logs in at /manager/. A manager works the
 * requests of the warehouses given; `--role head` sees every warehouse. `--role exchange` is 1C's
 * login to the exchange (issue #35): set its password by the link, then type it into 1C.
 * Stop the shop first when it runs on PGlite: its data directory is single-process.
 */
import 'server-only';
import { parseArgs } from 'node:util';
import { loadServerEnv } from '../../lib/env';
import { addStaff, StaffInputError } from '../modules/manager/staff/accounts';
import { databaseOptionsFromEnv, openDatabase } from '../db/client';
import { describeTarget, runCli } from './run';

await runCli(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'manager' },
      warehouse: { type: 'string', multiple: true, default: [] },
      phone: { type: 'string' },
    },
  });
  const role = values.role;
  if (role !== 'manager' && role !== 'head' && role !== 'exchange') {
    throw new Error('--role must be manager, head or exchange');
  }
  if (!values.email || !values.name) throw new Error('--email and --name are required');
  const target = databaseOptionsFromEnv();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const result = await addStaff(
      handle.db,
      {
        email: values.email,
        name: values.name,
        role,
        warehouses: values.warehouse.flatMap((value) => value.split(',')).map((v) => v.trim()),
        phone: values.phone,
      },
      { siteUrl: loadServerEnv().SITE_URL },
    );
    console.log(
      `Staff account ${values.email} (${values.role}${result.warehouses.length ? `: ${result.warehouses.join(', ')}` : ''}) added to ${describeTarget(target)}.`,
    );
    console.log(`Link to set the password (one use, 7 days):\n${result.link}`);
    if (role === 'exchange') {
      console.log(
        'Then enter this e-mail and password in 1C\'s exchange settings (README, "Connecting 1C").',
      );
    }
  } catch (error) {
    if (error instanceof StaffInputError) throw new Error(error.message);
    throw error;
  } finally {
    await handle.close();
  }
});
