// What the deploy, rollback and deploy-key commands share: their options
// and where relative paths are read from.
//
// A workspace's script (`npm run deploy -w remote-content`) runs in the
// workspace's folder and passes `--app .`: that folder. The paths a person
// types after `--` (`--to`, `--key`, `--build`) are read from where they ran
// npm (INIT_CWD), as a shell would. Run directly (`node scripts/deploy.mjs`),
// both are the current folder.
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Parses `options` from the command line, printing `usage` and exiting on
 * an unknown or missing one.
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

/** A path the person typed: read from where npm was run (INIT_CWD), else the current folder. */
export function fromCaller(file) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * `--app`: read from the folder the command runs in, which for a workspace's
 * own script is that workspace (its `--app .`), never from INIT_CWD.
 */
export function fromCommandFolder(file) {
  return path.resolve(process.cwd(), file);
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
