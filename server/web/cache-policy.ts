import type { RequestHandler } from 'express';

/**
 * Default caching for `/api`: public reads may be kept but are revalidated with Express's ETag on
 * every use (a post edit shows at once, unchanged data costs a 304); admin answers hold members'
 * personal data and are never stored. A route may still set its own header after this.
 */
export const apiCachePolicy: RequestHandler = (req, res, next) => {
  const readsPublicData = (req.method === 'GET' || req.method === 'HEAD') && !/^\/admin(\/|$)/.test(req.path);
  res.set('Cache-Control', readsPublicData ? 'no-cache' : 'no-store');
  next();
};
