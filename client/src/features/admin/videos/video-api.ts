import { queryOptions } from '@tanstack/react-query';
import type { SiteVideo, VideoInput, VideoPatch } from '@shared/site-content/videos';
import { adminGet, adminRequest } from '../api/admin-fetch';

// /admin/videos' calls (CONTRACT section 13).

export const videoKeys = { all: ['admin', 'videos'] as const };

export const videoQueries = {
  list: () =>
    queryOptions({
      queryKey: [...videoKeys.all, 'list'],
      queryFn: () => adminGet<SiteVideo[]>('/api/admin/videos'),
    }),
};

export async function createVideo(input: VideoInput): Promise<SiteVideo> {
  return (await (await adminRequest('POST', '/api/admin/videos', input)).json()) as SiteVideo;
}

export async function updateVideo(id: number, patch: VideoPatch): Promise<SiteVideo> {
  return (await (await adminRequest('PATCH', `/api/admin/videos/${id}`, patch)).json()) as SiteVideo;
}

export async function deleteVideo(id: number): Promise<void> {
  await adminRequest('DELETE', `/api/admin/videos/${id}`);
}

export async function reorderVideos(ids: number[]): Promise<SiteVideo[]> {
  return (await (await adminRequest('PUT', '/api/admin/videos/order', { ids })).json()) as SiteVideo[];
}
