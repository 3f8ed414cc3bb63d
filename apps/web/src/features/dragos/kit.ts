/**
 * What other drago pages (the breed page) reuse of this feature: the art, the grade badge, the
 * catalogue names, the inventory read and its query keys, and the cards' styles. A second public
 * entry beside index.ts (src/boundaries.test.ts): the route table imports index.ts into the first
 * load, while this is imported only by lazily loaded pages.
 */
import './dragos.css';

export { dragoItemOf, dragoKeys, type Inventory, useInventory } from './api/dragoQueries';
export { DragoArt, EggArt } from './components/DragoArt';
export { GradeBadge } from './components/GradeBadge';
export { type DragoNames, useDragoNames } from './hooks/useDragoNames';
export { formatBreedCount } from './logic/display';
export { isGenesisId } from './logic/eggState';
export type { DragoItem } from './logic/inventory';
export { dragoDetailPath } from './paths';
