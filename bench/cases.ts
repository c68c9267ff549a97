import type { AutocannonRequest } from 'autocannon';
import { HELP_TYPE_VALUES } from '../shared/constants';
import { SEARCH_WORD } from './seed-data';

export interface BenchCase {
  /** Short name for BENCH_CASES. */
  name: string;
  /** What the table shows. */
  label: string;
  request: AutocannonRequest;
  /**
   * What its ratios compare it with: the bare routes answering GET /api/posts's JSON (most API
   * cases), bare routes answering the very JSON this case's path answers (an API case whose body is
   * nothing like the posts list), or the very HTML bytes this case's path answers (the page cases).
   */
  ceiling: 'posts-json' | 'same-json' | 'same-html';
}

export interface CaseFixture {
  /** A published post's slug, taken from GET /api/posts. */
  slug: string;
  /** A tag many posts carry. */
  tag: string;
  /** An upcoming published event's slug, taken from GET /api/events. */
  eventSlug?: string;
}

let volunteerCount = 0;

/** A valid volunteer body with an email no earlier request used, as real sign-ups have. */
function volunteerBody(): string {
  volunteerCount += 1;
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Volunteer',
    email: `bench-${process.pid}-${volunteerCount}@volunteers.example.org`,
    phone: '(555) 0100',
    helpType: HELP_TYPE_VALUES[volunteerCount % HELP_TYPE_VALUES.length],
  });
}

const html = { accept: 'text/html' };
const json = { accept: 'application/json' };
/** A browser's user agent: the beacon ignores bots, autocannon's own agent among them. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** One page view as navigator.sendBeacon sends it. */
export const BEACON_REQUEST = {
  method: 'POST' as const,
  path: '/api/hit',
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_AGENT },
  body: JSON.stringify({ path: '/', utmSource: 'bench' }),
};
/** A public JSON read compared with bare routes answering its own bytes (decision record 0015). */
const read = (name: string, path: string): BenchCase => ({
  name,
  label: `GET ${path}`,
  request: { path, headers: json },
  ceiling: 'same-json',
});

export function benchCases({ slug, tag, eventSlug = '' }: CaseFixture): BenchCase[] {
  return [
    {
      name: 'posts',
      label: 'GET /api/posts',
      request: { path: '/api/posts', headers: json },
      ceiling: 'posts-json',
    },
    {
      name: 'posts-q',
      label: `GET /api/posts?q=${SEARCH_WORD}`,
      request: { path: `/api/posts?q=${SEARCH_WORD}`, headers: json },
      ceiling: 'posts-json',
    },
    {
      name: 'posts-tag',
      label: `GET /api/posts?tag=${tag}`,
      request: { path: `/api/posts?tag=${encodeURIComponent(tag)}`, headers: json },
      ceiling: 'posts-json',
    },
    {
      name: 'post',
      label: 'GET /api/posts/:slug',
      request: { path: `/api/posts/${slug}`, headers: json },
      ceiling: 'posts-json',
    },
    {
      name: 'post-html',
      label: 'GET /updates/:slug (HTML)',
      request: { path: `/updates/${slug}`, headers: html },
      ceiling: 'same-html',
    },
    {
      name: 'events',
      label: 'GET /api/events',
      request: { path: '/api/events', headers: json },
      ceiling: 'same-json',
    },
    read('event', `/api/events/${eventSlug}`),
    read('categories', '/api/categories'),
    read('tags', '/api/tags'),
    read('endorsements', '/api/endorsements/approved'),
    read('testimonials', '/api/testimonials/approved'),
    read('videos', '/api/videos'),
    read('site', '/api/site'),
    { name: 'hit', label: 'POST /api/hit (beacon)', request: BEACON_REQUEST, ceiling: 'posts-json' },
    {
      name: 'event-html',
      label: 'GET /events/:slug (HTML)',
      request: { path: `/events/${eventSlug}`, headers: html },
      ceiling: 'same-html',
    },
    { name: 'home-html', label: 'GET / (HTML)', request: { path: '/', headers: html }, ceiling: 'same-html' },
    {
      name: 'volunteer',
      label: 'POST /api/volunteers',
      request: {
        method: 'POST',
        path: '/api/volunteers',
        headers: { 'content-type': 'application/json', ...json },
        setupRequest: (request) => ({ ...request, body: volunteerBody() }),
      },
      ceiling: 'posts-json',
    },
  ];
}

export const CASE_NAMES = benchCases({ slug: '', tag: '' }).map((c) => c.name);

/** The cases BENCH_CASES names (comma-separated), or all of them. */
export function selectCases(all: BenchCase[], filter: string | undefined): BenchCase[] {
  if (!filter) return all;
  const wanted = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !CASE_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`Unknown BENCH_CASES ${unknown.join(', ')}; known: ${CASE_NAMES.join(', ')}.`);
  return all.filter((c) => wanted.includes(c.name));
}
