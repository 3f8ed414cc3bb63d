/** What other modules may use of the rental module (its server part is ./module.ts). */
export { rentOf, rentsOf } from './reads';
