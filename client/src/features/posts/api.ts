import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import type { NameCount, PostSummary, PublicPost } from '@shared/api-types';
import { countsUrl, postListUrl, postUrl, type PostListParams } from '@shared/public-api-urls';

// Public post reads. This module is on the home page's path (Latest News), so it imports no form
// or validation library.

export type PostFilters = PostListParams;

/** SPEC section 8: any failure of the list read surfaces as this one sentence. */
export async function fetchPosts(filters: PostFilters): Promise<PostSummary[]> {
  try {
    return await getJson<PostSummary[]>(postListUrl(filters));
  } catch {
    throw new Error('Failed to fetch posts');
  }
}

export async function fetchPost(slug: string | undefined): Promise<PublicPost> {
  if (!slug) throw new Error('No slug provided');
  try {
    return await getJson<PublicPost>(postUrl(slug));
  } catch (err) {
    throw new Error(
      err instanceof ApiError && err.status === 404 ? 'Post not found' : 'Failed to fetch post',
    );
  }
}

async function fetchCounts(kind: 'categories' | 'tags'): Promise<NameCount[]> {
  try {
    return await getJson<NameCount[]>(countsUrl(kind));
  } catch {
    throw new Error(`Failed to fetch ${kind}`);
  }
}

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: PostFilters) => [...postKeys.lists(), filters] as const,
  detail: (slug: string | undefined) => [...postKeys.all, 'detail', slug ?? ''] as const,
};

export const postListQuery = (filters: PostFilters) =>
  queryOptions({ queryKey: postKeys.list(filters), queryFn: () => fetchPosts(filters) });

export const postQuery = (slug: string | undefined) =>
  queryOptions({ queryKey: postKeys.detail(slug), queryFn: () => fetchPost(slug) });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: () => fetchCounts('categories') });

export const tagsQuery = () => queryOptions({ queryKey: ['tags'], queryFn: () => fetchCounts('tags') });
