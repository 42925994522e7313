/** A reader's safety plan kept in their account, end-to-end private (issue 45). */
export * from './plan';
export { openPlan, sealPlan } from './crypto';
