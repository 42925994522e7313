/** The contact and question forms: their routes, service and table (read by the admin console). */
export { formRoutes } from './formRoutes.ts';
export { FormService } from './formService.ts';
