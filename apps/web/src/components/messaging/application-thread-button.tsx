import { MessageSquare } from 'lucide-react';
import { useOpenApplicationThread } from '@/api/messaging/open-application-thread';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ApplicationThreadButtonProps {
  applicationId: string;
  /** 'Message', 'Message Agent', 'Message brand'. */
  label: string;
  /** Added to the accessible name after the label (whom or what it is about): 'Message brand: Acme'. */
  srContext?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * Opens the application's thread (brand, creator and the agent who applied) on the Messages page.
 * Pending while the server finds or makes it; a refusal is toasted with the server's words.
 */
export function ApplicationThreadButton({
  applicationId,
  label,
  srContext,
  variant = 'outline',
  size = 'sm',
}: ApplicationThreadButtonProps) {
  const open = useOpenApplicationThread();
  // The label and what it is about, both already in the viewer's language.
  const accessibleName = srContext ? `${label}: ${srContext}` : undefined;
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={accessibleName}
      aria-busy={open.isPending}
      disabled={open.isPending}
      onClick={() => open.mutate(applicationId)}
    >
      {open.isPending ? <Spinner className="size-4 text-current" /> : <MessageSquare aria-hidden />}
      {label}
    </Button>
  );
}
