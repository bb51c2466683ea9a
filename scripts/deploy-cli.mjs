// What the deploy, rollback and deploy-key commands share: their options
// and where relative paths are read from.
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Parses `options` from the command line, printing `usage` and exiting on
 * an unknown or missing one. Relative paths are read from where npm was run
 * (INIT_CWD), not from the workspace folder npm runs a script in.
 */
export function readOptions(options, required, usage) {
  let values;
  try {
    ({ values } = parseArgs({ options, strict: true, allowPositionals: false }));
  } catch (error) {
    fail(`${error.message}\n${usage}`);
  }
  for (const name of required) if (!values[name]) fail(`--${name} is required.\n${usage}`);
  return values;
}

export function fromCaller(file) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** A whole number option (or its default), else exit saying which. */
export function wholeNumber(values, name, fallback) {
  if (values[name] === undefined) return fallback;
  const number = Number(values[name]);
  if (!Number.isSafeInteger(number) || number < 0) fail(`--${name} must be a whole number.`);
  return number;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
