export { SubscribeDialog } from './SubscribeDialog';
