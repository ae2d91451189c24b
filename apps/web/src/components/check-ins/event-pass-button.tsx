import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
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
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => setIsOpen(true)}
        aria-label={t('eventPass.buttonFor', { campaign: campaignTitle })}
      >
        <QrCode aria-hidden /> {t('eventPass.title')}
      </Button>
      <EventPassDialog
        campaignId={isOpen ? campaignId : null}
        campaignTitle={campaignTitle}
        onOpenChange={setIsOpen}
      />
    </>
  );
}
