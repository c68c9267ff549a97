// Roles (CONTRACT section 16): which admin route each role may use, decided for every route.
export { adminRoutes, guardAdminRoutes, permissionOf, routeKey, type AdminRoute } from './guard';
