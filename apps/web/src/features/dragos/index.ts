/** The detail page of a drago (the breed page opens it in a new tab). */
export { dragoDetailPath } from './paths';
