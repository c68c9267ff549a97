import { useRef } from 'react';

let nextKey = 1;

/**
 * Stable React keys for a list's items, moved with them, so a moved or removed item keeps its own
 * inputs (and caret). A list replaced from outside (a restore, another length) gets fresh keys.
 */
export function useListKeys(length: number) {
  const keys = useRef<number[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, () => nextKey++);
  return {
    keys: keys.current,
    add: () => {
      keys.current = [...keys.current, nextKey++];
    },
    remove: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
    move: (from: number, to: number) => {
      const next = [...keys.current];
      const [key] = next.splice(from, 1);
      next.splice(to, 0, key);
      keys.current = next;
    },
  };
}
