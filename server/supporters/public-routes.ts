import { Router } from 'express';
import {
  contactSchema,
  endorsementSchema,
  newsletterSchema,
  newsletterTokenSchema,
  testimonialSchema,
  volunteerSchema,
} from '../../shared/schemas/forms';
import { sendJsonAnswer } from '../cache/json-answer';
import { supporterReads } from './public-reads';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { honeypot } from '../http/honeypot';
import { createFormLimiter } from '../http/rate-limits';
import { verifyTurnstile } from '../http/turnstile';
import { parse } from '../http/validate';
import { createContact, createEndorsement, createTestimonial, createVolunteer } from './submissions';
import { confirmSubscription, subscribeNewsletter, unsubscribe } from '../newsletters';
import { emailTexts } from '../mail';

export function publicFormsRouter(deps: AppDeps): Router {
  const { database, config } = deps;
  const { db, raw } = database;
  const reads = supporterReads(deps);
  const router = Router();
  // Every request counts against its form's limit, accepted or not, so the limiter runs first.
  const limit = (form: string) => createFormLimiter(raw, form, config.formRateLimit);

  // Approved lists change only through moderation, which clears the cache of public reads.
  router.get('/endorsements/approved', async (req, res) => {
    sendJsonAnswer(req, res, await reads.approvedEndorsements());
  });

  router.get('/testimonials/approved', async (req, res) => {
    sendJsonAnswer(req, res, await reads.approvedTestimonials());
  });

  router.post('/endorsements', limit('endorsements'), jsonBody, honeypot, async (req, res) => {
    const input = parse(endorsementSchema, req.body);
    await verifyTurnstile(config, input.turnstileToken, req.ip);
    res.status(201).json(await createEndorsement(db, input));
  });

  router.post('/testimonials', limit('testimonials'), jsonBody, honeypot, async (req, res) => {
    res.status(201).json(await createTestimonial(db, parse(testimonialSchema, req.body)));
  });

  router.post('/volunteers', limit('volunteers'), jsonBody, async (req, res) => {
    res.status(201).json(await createVolunteer(db, parse(volunteerSchema, req.body), config.siteUrl));
  });

  router.post('/contacts', limit('contacts'), jsonBody, async (req, res) => {
    res.status(201).json(await createContact(db, parse(contactSchema, req.body), config.siteUrl));
  });

  router.post('/newsletter', limit('newsletter'), jsonBody, async (req, res) => {
    const { email, attribution } = parse(newsletterSchema, req.body);
    await subscribeNewsletter(db, email, config.siteUrl, new Date(), attribution);
    // The same status and body for a new address and a known one (CONTRACT section 3), so the
    // answer does not reveal who is subscribed; the line the form shows is staff's, from the
    // e-mails page (CONTRACT section 13).
    const notice = (await emailTexts(db)).newsletterFormNotice;
    res.status(201).json({ subscribed: true, notice });
  });

  // The link is the credential (CONTRACT section 11): no session, no CSRF token, no rate limit (a
  // mail provider's one-click unsubscribes all come from a few addresses).
  router.post('/newsletter/confirm', jsonBody, async (req, res) => {
    res.json(await confirmSubscription(db, parse(newsletterTokenSchema, req.body).token, config.siteUrl));
  });

  router.post('/newsletter/unsubscribe', jsonBody, async (req, res) => {
    res.json(await unsubscribe(db, parse(newsletterTokenSchema, req.body).token));
  });

  return router;
}
