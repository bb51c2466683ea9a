/*
 * The visitor API's shapes for the browser: types derived from the API's
 * schemas, and the plain lists the forms and tables show. Nothing here pulls
 * in the schema library.
 */
export type * from '../contract/types';
export { DEVICE_TYPES, EXPORT_FORMATS, SORT_DIRECTIONS, SORT_FIELDS } from '../contract/values';
