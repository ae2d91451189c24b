import type { SignUpUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { homePathFor, type Me } from '@/lib/session';
import { SIGN_IN_VIEW_TITLES, SignInPanel, type SignInView } from './sign-in-panel';

const VIEW_DESCRIPTIONS: Record<SignInView, MessageKey> = {
  main: 'auth.tagline',
  'forgot-password': 'auth.dialogResetDescription',
  'email-otp': 'auth.dialogEmailCodeDescription',
};

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The top bar's sign-in dialog (spec 01 section 2): main, forgot-password and email-otp views. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const navigate = useNavigate();
  const t = useT();
  const [view, setView] = useState<SignInView>('main');
  const [audience, setAudience] = useState<SignUpUserType>('creator');

  const changeOpen = (next: boolean) => {
    if (!next) setView('main');
    onOpenChange(next);
  };
  const finish = (me: Me | null) => {
    changeOpen(false);
    if (me) void navigate(homePathFor(me));
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-md">
        <DialogHeader className="text-center sm:text-center">
          <DialogTitle className="text-xl">{t(SIGN_IN_VIEW_TITLES[view])}</DialogTitle>
          <DialogDescription>{t(VIEW_DESCRIPTIONS[view])}</DialogDescription>
        </DialogHeader>
        <SignInPanel
          surface="dialog"
          view={view}
          onViewChange={setView}
          audience={audience}
          onAudienceChange={setAudience}
          onSignedIn={finish}
        />
      </DialogContent>
    </Dialog>
  );
}
