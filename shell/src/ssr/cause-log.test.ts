/** @jest-environment node */
import { causeLog } from './cause-log';

test("a subject's cause is logged once until it changes or the subject is cleared", () => {
  const logged: string[] = [];
  const causes = causeLog((line) => logged.push(line));
  causes.note('remote_guide', 'no server build');
  causes.note('remote_guide', 'no server build');
  causes.note('remote_tools', 'no server build');
  causes.note('remote_guide', 'timed out');
  causes.clear('remote_tools');
  causes.note('remote_tools', 'no server build');
  expect(logged).toEqual([
    'remote_guide: no server build',
    'remote_tools: no server build',
    'remote_guide: timed out',
    'remote_tools: no server build',
  ]);
});
