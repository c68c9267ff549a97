// Delegates (CONTRACT section 15): the routers the admin API mounts, and what erasure needs.
export { delegatesRouter } from './admin-routes';
export { delegateExportRouter } from './export';
export { delegateImportRouter } from './import-routes';
export { eraseDelegates } from './erasure';
