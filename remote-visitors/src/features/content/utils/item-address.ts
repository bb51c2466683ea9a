import { CONTENT_ID_PATTERN, CONTENT_KINDS, type ContentKind } from '@pawapuri/shared';
import { CONTENT_PATH } from '../../../keeper/keeper-bar';

export { CONTENT_PATH };
const ID = new RegExp(CONTENT_ID_PATTERN);

/** The address of an item's form: the content page with `?item=<kind>/<id>`. */
export const itemAddress = (kind: ContentKind, id: string) =>
  `${CONTENT_PATH}?item=${encodeURIComponent(`${kind}/${id}`)}`;

/** The item an address names, checked (an unknown kind or a bad id names none). */
export function itemOfAddress(param: string | null): { kind: ContentKind; id: string } | null {
  if (!param) return null;
  const [kind, id, ...rest] = param.split('/');
  if (rest.length > 0 || !id || !ID.test(id)) return null;
  return (CONTENT_KINDS as readonly string[]).includes(kind ?? '')
    ? { kind: kind as ContentKind, id }
    : null;
}
