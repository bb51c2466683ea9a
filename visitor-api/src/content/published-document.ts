import type { ContentKind, ContentData, SiteContent } from '@pawapuri/shared/contract/types';
import { siteContentDocument } from '@pawapuri/shared/contract';
import type { ContentItemRow } from './store/item-queries';

type PublishedRow = Pick<
  ContentItemRow,
  'kind' | 'item_id' | 'published' | 'published_revision' | 'published_at'
>;

/** The public document from the stored rows: every published item with its id and revision. */
export function publishedDocument(
  rows: readonly PublishedRow[],
  version: number,
  publishedAt: number | null,
): SiteContent {
  const items = rows.flatMap((row) =>
    row.published === null
      ? []
      : [
          {
            kind: row.kind as ContentKind,
            id: row.item_id,
            revision: Number(row.published_revision),
            publishedAt: new Date(Number(row.published_at)).toISOString(),
            data: JSON.parse(row.published) as ContentData[ContentKind],
          },
        ],
  );
  return siteContentDocument(
    items,
    version,
    publishedAt === null ? null : new Date(publishedAt).toISOString(),
  );
}
