export { Button, type ButtonProps } from './Button';
export { DesktopOnly } from './DesktopOnly';
export { Dialog, type DialogProps } from './Dialog';
export { ExternalLink, type ExternalLinkProps } from './ExternalLink';
export { Pagination, type PaginationProps } from './Pagination';
export { SampleNotice } from './SampleNotice';
export { Spinner } from './Spinner';
