// The non-root user the services run as, as their systemd units say
// (User=pawapuri): created when missing if the test runs as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

export const SERVICE_USER = 'pawapuri';

/** { name, uid, gid } of the service user, or null (with the reason printed) when the test is not root. */
export function serviceUser() {
  if (process.getuid?.() !== 0) {
    console.info(
      `Not running as root: the services run as ${os.userInfo().username}, not as the user ${SERVICE_USER} their units name.`,
    );
    return null;
  }
  if (!lookUp()) {
    const nologin = existsSync('/usr/sbin/nologin') ? '/usr/sbin/nologin' : '/bin/false';
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      nologin,
      SERVICE_USER,
    ]);
    console.info(`Created the system user ${SERVICE_USER}, which the services' units run as.`);
  }
  const [uid, gid] = lookUp();
  return { name: SERVICE_USER, uid, gid };
}

function lookUp() {
  try {
    const line = execFileSync('getent', ['passwd', SERVICE_USER], { encoding: 'utf8' });
    const fields = line.trim().split(':');
    return [Number(fields[2]), Number(fields[3])];
  } catch {
    return null;
  }
}
