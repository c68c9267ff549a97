/** The campaign mark's shapes: a gold star on a navy shield (viewBox 0 0 40 40), drawn by BrandMark and the app shell. */
export const BRAND_MARK_PATHS = [
  { d: 'M20 2 5 7.5v11C5 28 11.4 35.3 20 38c8.6-2.7 15-10 15-19.5v-11L20 2Z', fill: '#0b2545' },
  { d: 'M20 5.5 8 10v8.5c0 7.7 5 13.6 12 16 7-2.4 12-8.3 12-16V10L20 5.5Z', fill: '#1d4477' },
  {
    d: 'm20 11 2.7 5.6 6.1.8-4.4 4.2 1 6.1L20 24.8l-5.4 2.9 1-6.1-4.4-4.2 6.1-.8L20 11Z',
    fill: '#fcc419',
  },
] as const;
