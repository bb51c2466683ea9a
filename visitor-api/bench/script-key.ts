import { randomBytes } from 'node:crypto';
import { runKeeperCli } from '../src/cli/keeper';

/**
 * An API key on the store `env` names, made as an operator makes one: the
 * keeper command line adds an owner, then a key in their name. Keys act with
 * their role but never have owner powers (accounts, keys, donation details).
 */
export async function scriptKey(
  env: Record<string, string | undefined>,
  role: 'owner' | 'editor' | 'analyst' = 'owner',
): Promise<string> {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const owner = `bench-${randomBytes(4).toString('hex')}@example.in`;
  if ((await runKeeperCli(['add', owner, '--role', 'owner'], env, io)) !== 0) {
    throw new Error(`keeper add: ${lines.join('\n')}`);
  }
  lines.length = 0;
  const code = await runKeeperCli(['api-key', 'bench', '--role', role, '--by', owner], env, io);
  const secret = lines.at(-1);
  if (code !== 0 || !secret) throw new Error(`keeper api-key: ${lines.join('\n')}`);
  return secret;
}
