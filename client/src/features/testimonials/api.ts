import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import type { ApprovedTestimonial } from '@shared/api-types';
import { approvedTestimonialsUrl } from '@shared/public-api-urls';
import type { TestimonialInput } from '@shared/schemas/forms';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  approved: () => [...testimonialKeys.all, 'approved'] as const,
};

export const approvedTestimonialsQuery = () =>
  queryOptions({
    queryKey: testimonialKeys.approved(),
    queryFn: () => getJson<ApprovedTestimonial[]>(approvedTestimonialsUrl),
  });

export const submitTestimonial = (values: TestimonialInput) =>
  apiRequest('POST', '/api/testimonials', withAttribution(values));
