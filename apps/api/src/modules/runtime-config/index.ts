/** What the platform and other modules may use of the runtime config (its server part is ./module.ts). */
export { buildRuntimeNetworks } from './service';
