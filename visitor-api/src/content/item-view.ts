import type {
  ContentItem,
  ContentKind,
  ContentStatus,
  ContentSummary,
} from '@pawapuri/shared/contract/types';
import type { ContentItemRow } from './store/item-queries';

const iso = (ms: number | string | null) => new Date(Number(ms)).toISOString();

/** Where an item stands, from its row: see CONTENT_STATUSES. */
export function statusOf(row: ContentItemRow): ContentStatus {
  if (row.published !== null) return row.published === row.draft ? 'published' : 'changed';
  return row.last_revision > 0 ? 'unpublished' : 'draft';
}

type Fields = Record<string, unknown>;
const english = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'en' in value && typeof value.en === 'string'
    ? value.en
    : undefined;

/** A short English title for lists: the name, label or place, a notice's first words, the payee. */
export function titleOf(id: string, data: Fields): string {
  const title =
    english(data.name) ??
    english(data.label) ??
    (english(data.from) && [english(data.from), english(data.via)].filter(Boolean).join(' via ')) ??
    english(data.text) ??
    (english(data.caption) || undefined) ??
    (typeof data.payeeName === 'string' ? data.payeeName : undefined) ??
    id;
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
}

export function toSummary(row: ContentItemRow): ContentSummary {
  const draft = JSON.parse(row.draft) as Fields;
  const publishedLater =
    row.published_at !== null && Number(row.published_at) > Number(row.draft_saved_at);
  return {
    kind: row.kind as ContentKind,
    id: row.item_id,
    title: titleOf(row.item_id, draft),
    status: statusOf(row),
    verified: draft.verified === true,
    draftRevision: row.draft_revision,
    publishedRevision: row.published_revision,
    updatedAt: iso(publishedLater ? row.published_at : row.draft_saved_at),
    updatedBy: publishedLater ? row.published_by : row.draft_saved_by,
  };
}

export function toItem(row: ContentItemRow): ContentItem {
  return {
    kind: row.kind as ContentKind,
    id: row.item_id,
    status: statusOf(row),
    draft: {
      revision: row.draft_revision,
      savedAt: iso(row.draft_saved_at),
      savedBy: row.draft_saved_by,
      data: JSON.parse(row.draft) as ContentItem['draft']['data'],
    },
    published:
      row.published === null
        ? null
        : {
            revision: Number(row.published_revision),
            publishedAt: iso(row.published_at),
            publishedBy: row.published_by,
            data: JSON.parse(row.published) as ContentItem['draft']['data'],
          },
  };
}
