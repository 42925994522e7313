/** Account deletion: what other features may use (the admin console lists deleted profiles). */
export { deletionRoutes } from './deletionRoutes.ts';
export { DeletionService } from './deletionService.ts';
export { erasedAddress } from './erasedAddress.ts';
