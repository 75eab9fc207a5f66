import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@pagora/shared/client';
import {
  answerSchemaOf,
  pathOf,
  sellerOnboardingContract as c,
  type SellerDocumentCategory,
} from '@pagora/shared/contracts';

/** Every key starts with 'seller-onboarding'; `null` is the caller's own (a seller). */
export const onboardingKeys = {
  all: ['seller-onboarding'] as const,
  checklist: (sellerId: string | null) => [...onboardingKeys.all, sellerId] as const,
};

/** GET /api/seller-onboarding: what is still missing for the provider to approve the seller. */
export function useOnboardingChecklist(sellerId: string | null) {
  return useQuery({
    queryKey: onboardingKeys.checklist(sellerId),
    queryFn: ({ signal }) => call(c.checklist, { query: sellerId ? { sellerId } : {} }, { signal }),
  });
}

export type DocumentUpload = {
  category: SellerDocumentCategory;
  file: File;
  /** 0-100 while the file goes up. */
  onProgress: (percent: number) => void;
};

/**
 * POST /api/seller-onboarding/documents (multipart). On the one API client, as `call` does, but
 * with the upload's progress, which `call` does not report; the answer is checked by the contract.
 */
async function uploadDocument({ category, file, onProgress }: DocumentUpload) {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  const { data } = await api.request<unknown>({
    method: c.uploadDocument.method,
    url: pathOf(c.uploadDocument),
    data: form,
    onUploadProgress: (e) => {
      if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
    },
  });
  return answerSchemaOf(c.uploadDocument).parse(data);
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
