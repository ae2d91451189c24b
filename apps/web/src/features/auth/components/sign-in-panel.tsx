import type { SignUpUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { Me } from '@/lib/session';
import type { SignInSurface } from '../api/auth-schemas';
import { AudienceToggle } from './audience-toggle';
import { EmailCodeForm } from './email-code-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

export type SignInView = 'main' | 'forgot-password' | 'email-otp';

export const SIGN_IN_VIEW_TITLES: Record<SignInView, MessageKey> = {
  main: 'auth.welcome',
  'forgot-password': 'auth.resetPasswordTitle',
  'email-otp': 'auth.emailCodeTitle',
};

interface SignInPanelProps {
  surface: SignInSurface;
  view: SignInView;
  onViewChange: (view: SignInView) => void;
  audience: SignUpUserType;
  /** Offer the Creator / Brand switch (when the page does not know the account type). */
  onAudienceChange?: (audience: SignUpUserType) => void;
  onSignedIn?: (me: Me | null) => void;
  /** Prefills the e-mail field (e.g. the invited address). */
  defaultEmail?: string;
}

/** The three sign-in views of spec 01 section 2, shared by the dialog and the /auth card. */
export function SignInPanel({
  surface,
  view,
  onViewChange,
  audience,
  onAudienceChange,
  onSignedIn,
  defaultEmail,
}: SignInPanelProps) {
  const backToMain = () => onViewChange('main');
  if (view === 'forgot-password') return <ForgotPasswordForm onBack={backToMain} />;
  if (view === 'email-otp') return <EmailCodeForm onBack={backToMain} onSignedIn={onSignedIn} />;
  return (
    <div className="grid gap-4">
      {onAudienceChange ? <AudienceToggle value={audience} onChange={onAudienceChange} /> : null}
      <SignInForm
        surface={surface}
        isCreator={audience === 'creator'}
        onForgotPassword={() => onViewChange('forgot-password')}
        onEmailCode={() => onViewChange('email-otp')}
        onSignedIn={onSignedIn}
        defaultEmail={defaultEmail}
      />
    </div>
  );
}
