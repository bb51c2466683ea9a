/*
 * The plain values of the goal contract (no imports: the browser uses them
 * without the schema library).
 */

/** A goal's page: a path; `*` stands for any run of characters, `/` included. */
export const GOAL_PAGE_PATTERN = '^/';

/** A goal's id as the address carries it (`?goal=3`, `/goals/3`). */
export const GOAL_ID_PATTERN = '^[1-9][0-9]{0,9}$';

/** Goals a site may define. */
export const GOALS_MAX = 30;

/** Event rows in a dashboard view's events panel, at most. */
export const DASHBOARD_EVENT_ROWS = 30;
