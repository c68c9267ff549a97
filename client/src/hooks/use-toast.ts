import { useSyncExternalStore, type ReactNode } from 'react';

// A tiny toast store: SPEC says one toast is visible at a time; a new one replaces the old.

export interface ToastData {
  id: number;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function toast(data: Omit<ToastData, 'id' | 'open'>): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...data, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // Leave time for the closing animation before removing it.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), 300);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
