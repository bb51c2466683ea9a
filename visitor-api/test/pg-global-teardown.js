const pg = require('pg');

/** Drops every PostgreSQL schema this Jest run made (test/pg-schemas.ts). */
module.exports = async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.VA_TEST_RUN;
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select nspname from pg_namespace where nspname like 'va\\_' || $1 || '\\_%'",
      [run],
    );
    for (const { nspname } of rows) {
      await client.query(`drop schema "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
};
