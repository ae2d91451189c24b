import { apiFetch, apiPath } from '@/lib/api-client';

/** DELETE /api/uploads/:id: drop a screenshot uploaded in this form and then removed. */
export const deleteUpload = (id: string) => apiFetch<void>(apiPath`/uploads/${id}`, { method: 'DELETE' });
