import type { LegalDocument } from '@partnerly/contracts';

// The Terms of Service and the Privacy Policy as the web app names and links them.

export const LEGAL_DOCUMENT_NAMES: Record<LegalDocument, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

export const LEGAL_DOCUMENT_PATHS: Record<LegalDocument, string> = {
  terms: '/terms',
  privacy: '/privacy',
};
