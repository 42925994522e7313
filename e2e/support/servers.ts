import { api } from '@thrive/platform';
import { origins } from '@thrive/platform/node';

export const PUBLIC = origins.publicSite;
export const ADMIN = origins.adminSite;
export const API = `${origins.api}${api.basePath}`;
