// Analytics (CONTRACT section 17): where sign-ups come from, and how many visit. What the rest of the
// server uses of it: the beacon at the front door, the flush at shutdown, the job, the admin routes,
// and the fields and columns other capabilities' sign-up answers and exports carry.
export { analyticsRouter } from './admin-routes';
export { visitBeacon } from './beacon';
export { analyticsJob } from './job';
export { EXPORT_ORIGIN_COLUMNS, exportOriginCells, originFields, shareUrl } from './origin-fields';
export { flushVisits, forgetVisits } from './visits';
