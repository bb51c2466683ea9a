/*
 * The visitor API's shapes for the browser: types derived from the API's
 * schemas, and the plain lists the forms and tables show. Nothing here pulls
 * in the schema library.
 */
export type * from '../contract/types';
export {
  AUDIT_ACTIONS,
  AUDIT_PAGE_MAX,
  KEEPER_PERMISSIONS,
  KEEPER_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLE_PERMISSIONS,
  SET_PASSWORD_LINK_HOURS,
  DASHBOARD_BREAKDOWN_ROWS,
  DASHBOARD_DIMENSIONS,
  DASHBOARD_GRANULARITIES,
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  DEVICE_TYPES,
  EXPORT_FORMATS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  VISITORS_NOW_MINUTES,
} from '../contract/values';
export {
  BUILT_IN_EVENTS,
  EVENT_PROPERTIES_MAX,
  EVENT_PROPERTY_VALUE_MAX,
} from '../contract/event-values';
