// The commands the systemd units in deploy/systemd/ run, so the test starts
// each service exactly as its unit would (same program, arguments and
// folder), with the repository (or a release folder) where the units
// expect /opt/pawapuri.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const INSTALL_DIR = '/opt/pawapuri';

/**
 * { command, args, cwd, env } of `unit`'s ExecStart for `instance` (a
 * template unit's instance name, which its %i stands for), its
 * WorkingDirectory moved from /opt/pawapuri to `installedAt`, and `env` the
 * unit's own Environment= settings.
 */
export function unitCommand(root, unit, { installedAt = root, instance } = {}) {
  const text = readFileSync(path.join(root, 'deploy/systemd', unit), 'utf8');
  const template = unit.includes('@.');
  if (template !== (instance !== undefined)) {
    throw new Error(`${unit}: an instance name is given for a template unit, and only for one`);
  }
  const expand = (value) => {
    const expanded = template ? value.replaceAll('%i', instance) : value;
    if (expanded.includes('%'))
      throw new Error(`${unit}: a specifier the test does not expand in ${value}`);
    return expanded;
  };
  const setting = (name) => {
    const match = new RegExp(`^${name}=(.+)$`, 'm').exec(text);
    if (!match) throw new Error(`${unit} has no ${name}=`);
    return expand(match[1].trim());
  };
  const [program, ...args] = setting('ExecStart').split(/\s+/);
  const workingDirectory = setting('WorkingDirectory');
  if (!workingDirectory.startsWith(INSTALL_DIR)) {
    throw new Error(`${unit}'s WorkingDirectory is not under ${INSTALL_DIR}`);
  }
  // Environment=NAME=value ... (the units quote nothing).
  const env = {};
  for (const [, line] of text.matchAll(/^Environment=(.+)$/gm)) {
    for (const pair of expand(line.trim()).split(/\s+/)) {
      const equals = pair.indexOf('=');
      if (equals < 1) throw new Error(`${unit}: Environment=${line} is not NAME=value`);
      env[pair.slice(0, equals)] = pair.slice(equals + 1);
    }
  }
  // The units name Debian's node; the test runs the node it runs on when that one is elsewhere.
  const command = program.endsWith('/node') && !existsSync(program) ? process.execPath : program;
  return {
    command,
    args,
    cwd: path.join(installedAt, workingDirectory.slice(INSTALL_DIR.length)),
    env,
  };
}

/**
 * Runs `systemd-analyze verify` on every unit when the tool exists; throws
 * when it finds a fault. (It checks a template unit as its instance `i`.)
 */
export function verifyUnits(root) {
  const tool = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) =>
    existsSync(file),
  );
  if (!tool) {
    console.info('systemd-analyze is not installed: the units are not verified.');
    return;
  }
  const dir = path.join(root, 'deploy/systemd');
  const units = readdirSync(dir)
    .filter((file) => file.endsWith('.service'))
    .map((file) => path.join(dir, file));
  const result = spawnSync(tool, ['verify', ...units], { encoding: 'utf8' });
  const said = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0 || said) {
    throw new Error(`systemd-analyze verify found faults in deploy/systemd:\n${said}`);
  }
  console.info(`systemd-analyze verify: ${units.length} units without fault.`);
}
