import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type TDb } from '../db/client';
import { companies, users } from '../db/schema';
import type { TPrincipal } from '../modules/auth/principal';
import { addCompany } from '../modules/companies/add-company';
import { addClauseCategory } from '../modules/playbook/add-clause-category';
import { addContractType } from '../modules/playbook/add-contract-type';
import { findCategory, findContractType } from '../modules/playbook/find-playbook-entries';
import { trainGuidelines } from '../modules/playbook/train-guidelines';
import { createUser } from '../modules/users/create-user';
import { DEMO_PLAYBOOK } from './demo-playbook';
import { DEMO_COMPANY, DEMO_USER } from './demo-user';

export { DEMO_COMPANY, DEMO_USER } from './demo-user';

/** Recorded as the author of what the seed writes (audit log, guideline history). */
const SEED_ACTOR: TPrincipal = {
  role: 'masteradmin',
  id: 0,
  username: 'seed:demo',
  companyId: null,
  companyName: null,
  sessionIdHash: '',
};

/** Creates the demo company, user and playbook; run again, it only fills in what is missing. */
export const seedDemo = async (db: TDb) => {
  const [existing] = await db
    .select()
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, DEMO_COMPANY.toLowerCase()));
  const company = existing ?? (await addCompany(db, SEED_ACTOR, { company_name: DEMO_COMPANY }));
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_USER.username));
  if (!user) await createUser(db, SEED_ACTOR, { ...DEMO_USER, companyid: company.id });

  for (const contract of DEMO_PLAYBOOK) {
    if (!(await findContractType(db, company.id, contract.name))) {
      await addContractType(db, SEED_ACTOR, company.id, { contract_name: contract.name });
    }
    const contractType = await findContractType(db, company.id, contract.name);
    for (const category of contract.categories) {
      if (contractType && (await findCategory(db, contractType.id, category.name))) continue;
      await addClauseCategory(db, SEED_ACTOR, company.id, {
        contract_name: contract.name,
        category_name: category.name,
      });
      await trainGuidelines(db, SEED_ACTOR, company.id, {
        selected_contract: contract.name,
        selected_category: category.name,
        preferred_clause: category.guidelines.preferred,
        acceptable_clause: category.guidelines.acceptable,
        unacceptable_clause: category.guidelines.unacceptable,
        base_version: undefined,
      });
    }
  }
  return company;
};

const main = async () => {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite allows one process per data directory: writing beside a running app would corrupt it.
    const running = await fetch(`http://${config.host}:${config.port}/api/health`).then(
      () => true,
      () => false,
    );
    if (running) {
      process.stderr.write(
        'Clausebook is running on the embedded database. Stop it (Ctrl+C), run `npm run seed:demo`, then `npm start` again.\n',
      );
      process.exit(1);
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const company = await seedDemo(database.db);
  await database.close();
  const categories = DEMO_PLAYBOOK.reduce((sum, contract) => sum + contract.categories.length, 0);
  process.stdout.write(
    `${[
      `Demo playbook ready: company "${company.name}" with ${DEMO_PLAYBOOK.length} contract types and ${categories} clause categories.`,
      `Log in at /login/user as username "${DEMO_USER.username}", email "${DEMO_USER.email}".`,
    ].join('\n')}\n`,
  );
};

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
