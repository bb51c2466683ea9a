import { CONTENT_SCHEMAS } from '@pawapuri/shared/contract';
import type { ContentData, ContentKind } from '@pawapuri/shared/contract/types';
import { HttpError } from '../../common/http/http-error';
import { schemaChecker } from './schema-errors';
import { checkContentRules, checkPublishRules } from './content-rules';

const CHECKERS = Object.fromEntries(
  Object.entries(CONTENT_SCHEMAS).map(([kind, schema]) => [kind, schemaChecker(schema)]),
) as Record<ContentKind, ReturnType<typeof schemaChecker>>;

/**
 * A coordinate's problem in words: a missing half says the pair comes whole or
 * not at all (a place without a public point has none); one outside India's
 * box fails on a minimum or maximum, so say why the box.
 */
const inIndia = (path: string, problem: string) => {
  if (!/(^|\.)(latitude|longitude)$/.test(path)) return problem;
  return problem === 'is required'
    ? `${problem}: give both latitude and longitude, or no coordinates at all`
    : `${problem} (the point must be inside India)`;
};

/**
 * The item's fields, checked against its kind's schema and rules; a 400
 * naming the field (`data.<path>`, as the request body carries it) otherwise.
 */
export function validateItem<K extends ContentKind>(
  kind: K,
  data: unknown,
  forPages = false,
): ContentData[K] {
  const problem =
    CHECKERS[kind](data) ??
    checkContentRules(kind, data as ContentData[K]) ??
    (forPages ? checkPublishRules(kind, data as ContentData[K]) : null);
  if (problem) {
    const field = problem.path ? `data.${problem.path}` : 'data';
    throw new HttpError(400, `${field} ${inIndia(problem.path, problem.problem)}`, field);
  }
  return data as ContentData[K];
}
