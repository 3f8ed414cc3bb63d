export { preloadQueryClient, QueryBoundary } from './QueryBoundary';
