/**
 * `@thrive/reader-contract/schemas`: the reader API's wire schemas (TypeBox). The API declares
 * them on its routes; the types in the other entries are `Static` of these, stated once.
 */
export * from './common';
export * from './reader';
export * from './community';
export * from './content';
export * from './social';
export * from './safetyPlan';
export * from './studio';
export * from './studioStories';
export * from './studioReaders';
