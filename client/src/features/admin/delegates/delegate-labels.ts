import { SUPPORT_LABELS, supportKey, type SupportKey, type SupportLevel } from '@shared/delegates';

// What the screens add to shared/delegates.ts's labels: support's colour, never alone (the label
// says it), and the picker's "may this pledge be chosen".

/** Background and text pairs that keep 4.5:1 contrast; green for us through red against. */
export const SUPPORT_TONES: Record<SupportKey, string> = {
  '1': 'bg-green-700 text-white',
  '2': 'bg-green-100 text-green-900',
  '3': 'bg-amber-100 text-amber-900',
  '4': 'bg-red-100 text-red-900',
  '5': 'bg-red-700 text-white',
  unknown: 'bg-slate-100 text-slate-800',
};

export const supportLabel = (support: SupportLevel | null) => SUPPORT_LABELS[supportKey(support)];

/** A pledge other than none needs support 1 or 2 (CONTRACT section 15): the screens offer no other. */
export const pledgeNeedsMet = (support: SupportLevel | null) => support === 1 || support === 2;
