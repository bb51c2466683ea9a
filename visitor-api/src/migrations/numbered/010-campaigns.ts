import { sql, type Kysely } from 'kysely';
import { UNKNOWN_KEY } from '../../common/dimensions/dimension-keys';

/** The campaign columns of a visit; '' where the landing address named none. */
export const CAMPAIGN_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

/** The dashboard dimension of each column. */
const KINDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmContent', 'utmTerm'];

/**
 * Each visit keeps its session's campaign (utm_source... of the landing
 * address). A constant default adds the columns without rewriting the table
 * on either engine. Visits stored before had none: each day's visits (the
 * rollup's total, which also counts visits retention has since deleted) count
 * as Unknown in every campaign breakdown, as they do when read from the visits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of CAMPAIGN_COLUMNS) {
    await db.schema
      .alterTable('visits')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const kind of KINDS) {
    await sql`insert into daily_counts (day, kind, key, visits)
      select day, ${kind}, ${UNKNOWN_KEY}, visits from daily_counts where kind = 'total'`.execute(
      db,
    );
  }
}
