import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { EventPassDialog } from './event-pass-dialog';

interface EventPassButtonProps extends Pick<ButtonProps, 'variant' | 'className'> {
  campaignId: string;
  campaignTitle: string;
}

/** 'Event pass': opens the creator's pass to this onsite or event campaign. */
export function EventPassButton({
  campaignId,
  campaignTitle,
  variant = 'outline',
  className,
}: EventPassButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => setIsOpen(true)}
        aria-label={`Event pass for ${campaignTitle}`}
      >
        <QrCode aria-hidden /> Event pass
      </Button>
      <EventPassDialog
        campaignId={isOpen ? campaignId : null}
        campaignTitle={campaignTitle}
        onOpenChange={setIsOpen}
      />
    </>
  );
}
