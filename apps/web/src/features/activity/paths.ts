/** The activity centre's page (its wallet-menu entry and badge are keyed by it). */
export const ACTIVITY_PATH = '/activity';
