import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';

interface SignUpConsentsProps {
  /** The required Terms of Service and Privacy Policy box (`acceptedTerms`). */
  terms: UseFormRegisterReturn & { error?: string };
  /** The optional news and offers box (`marketingEmails`), unticked until the visitor ticks it. */
  marketing: UseFormRegisterReturn;
}

/**
 * The sign-up forms' consent boxes (issue 24 item 3): the Terms of Service and Privacy Policy
 * (required, recorded with their versions) and the marketing e-mails opt-in (explicit, never
 * pre-ticked).
 */
export function SignUpConsents({ terms: { error, ...terms }, marketing }: SignUpConsentsProps) {
  const t = useT();
  const errorId = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...terms}
          />
          <span>
            <FormattedMessage
              id="signUpConsents.terms"
              values={{
                terms: (chunks) => <LegalLink to="/terms">{chunks}</LegalLink>,
                privacy: (chunks) => <LegalLink to="/privacy">{chunks}</LegalLink>,
              }}
            />
          </span>
        </label>
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...marketing} />
        <span>{t('signUpConsents.marketing')}</span>
      </label>
    </div>
  );
}

/** Opens in a new tab so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const t = useT();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> {t('signUpConsents.opensInNewTab')}</span>
    </Link>
  );
}
