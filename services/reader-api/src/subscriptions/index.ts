/** Newsletter and app-update subscriptions: routes, service and table. */
export { subscriptionRoutes } from './subscriptionRoutes.ts';
export { SubscriptionService, type ListName } from './subscriptionService.ts';
