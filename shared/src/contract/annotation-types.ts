import type { Static } from '@sinclair/typebox';
import type {
  AnnotationBody,
  AnnotationList as AnnotationListSchema,
  AnnotationQuery as AnnotationQuerySchema,
  AnnotationSchema,
} from './annotations';

/** One note on the dashboard's chart: a keeper's, or a published festival's. */
export type Annotation = Static<typeof AnnotationSchema>;
/** GET /api/visitors/annotations. */
export type AnnotationList = Static<typeof AnnotationListSchema>;
export type AnnotationQuery = Static<typeof AnnotationQuerySchema>;
/** POST /api/visitors/annotations and PUT …/:id body. */
export type AnnotationRequest = Static<typeof AnnotationBody>;
