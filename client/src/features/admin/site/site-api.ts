import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from '@shared/site-content/settings';
import { adminGet, adminRequest } from '../api/admin-fetch';
import { postWithProgress, type ProgressOptions } from '../api/upload-with-progress';

// /admin/site's calls (CONTRACT section 13): the settings, and the two PDFs staff replace.

export type DocumentSlot = 'letter' | 'materials';

export interface SiteDocument {
  slot: DocumentSlot;
  url: string;
  /** null while the build's own file is served. */
  bytes: number | null;
  updatedAt: string | null;
}

export const siteQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'site', 'settings'],
      queryFn: () => adminGet<SiteSettings>('/api/admin/site'),
    }),
  documents: () =>
    queryOptions({
      queryKey: ['admin', 'site', 'documents'],
      queryFn: () => adminGet<SiteDocument[]>('/api/admin/documents'),
    }),
};

export async function saveSettings(settings: SiteSettings): Promise<SiteSettings> {
  const res = await adminRequest('PATCH', '/api/admin/site', settings);
  return (await res.json()) as SiteSettings;
}

export function uploadDocument(slot: DocumentSlot, file: File, options: ProgressOptions) {
  const body = new FormData();
  body.append('file', file);
  return postWithProgress<SiteDocument>(`/api/admin/documents/${slot}`, body, options);
}
