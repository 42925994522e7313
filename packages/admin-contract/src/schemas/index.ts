/**
 * `@thrive/admin-contract/schemas`: the admin API's wire schemas (TypeBox). The API declares
 * them on its routes; the console's types are `Static` of these (src/index.ts imports them as
 * types only, so the console never bundles TypeBox).
 */
export * from './session';
export * from './moderation';
export * from './people';
