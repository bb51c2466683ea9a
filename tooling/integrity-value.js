const { createHash } = require('node:crypto');

/**
 * Bytes' SHA-384 as a subresource-integrity value (`sha384-<base64>`): the
 * form browsers check in `integrity` attributes and the shell checks a
 * remote's server build by, written once for every build tool.
 */
function integrityValue(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

module.exports = { integrityValue };
