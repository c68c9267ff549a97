import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import type { ApprovedEndorsement } from '@shared/api-types';
import { approvedEndorsementsUrl } from '@shared/public-api-urls';
import type { EndorsementInput } from '@shared/schemas/forms';

export const endorsementKeys = {
  all: ['endorsements'] as const,
  approved: () => [...endorsementKeys.all, 'approved'] as const,
};

export const approvedEndorsementsQuery = () =>
  queryOptions({
    queryKey: endorsementKeys.approved(),
    queryFn: () => getJson<ApprovedEndorsement[]>(approvedEndorsementsUrl),
  });

export const submitEndorsement = (values: EndorsementInput) =>
  apiRequest('POST', '/api/endorsements', withAttribution(values));
