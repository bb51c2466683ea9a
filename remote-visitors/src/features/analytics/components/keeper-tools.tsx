import { useKeeperSession } from '../../../keeper/use-keeper-session';
import { roleCan } from '../../../keeper/role-can';
import type { DashboardToolsContext } from './dashboard';
import { NotesPanel } from './notes-panel';
import { ShareLinksPanel } from './share-links-panel';
import { GoalEditor } from './goal-editor';

/**
 * Under the dashboard, for a signed-in keeper whose role allows them: the
 * goals' definitions and the chart's notes (analysts, owners) and the share
 * links (owners). Nobody signed in sees any of them.
 */
export function KeeperTools({ context }: { context: DashboardToolsContext }) {
  const session = useKeeperSession();
  if (session.state !== 'signed-in') return null;
  const role = session.identity.keeper.role;
  return (
    <>
      {roleCan(role, 'events.define') && <GoalEditor onChanged={context.goalsChanged} />}
      {roleCan(role, 'annotations.edit') && (
        <NotesPanel
          range={context.view.range}
          annotations={context.annotations}
          onChanged={context.reloadAnnotations}
        />
      )}
      {roleCan(role, 'share-links.manage') && <ShareLinksPanel filters={context.filters} />}
    </>
  );
}
