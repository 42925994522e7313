import { origins } from '../../topology.ts';

export const PUBLIC = origins.publicSite;
export const ADMIN = origins.adminSite;
export const API = `${origins.api}/api/v1`;
