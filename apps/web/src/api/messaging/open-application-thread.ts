import { MESSAGING_LINKS, type ConversationDetail } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';

/**
 * Opens an application's thread from the application, on every side (brand, creator, agent):
 * GET /api/applications/:id/conversation makes it on first open and names it, then the Messages
 * page shows it. The server decides who takes part (404 for anyone else); its words are toasted.
 */
export function useOpenApplicationThread() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiFetch<ConversationDetail>(apiPath`/applications/${applicationId}/conversation`),
    onSuccess: (thread) => void navigate(MESSAGING_LINKS.thread(thread.id)),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not open the conversation', description: error.message }),
  });
}
