const { randomBytes } = require('node:crypto');

/** Names this Jest run, so its PostgreSQL test schemas can be dropped together at the end (test/pg-schemas.ts). */
module.exports = async function setup() {
  process.env.VA_TEST_RUN = randomBytes(4).toString('hex');
};
