import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useMyConsents } from '@/lib/consent-status';
import { useT } from '@/lib/i18n/i18n-provider';
import { LEGAL_DOCUMENT_PATHS } from '@/lib/legal-documents';
import { useAcceptLegalDocuments } from '../api/accept-legal-documents';
import { documentName, promptDescription, promptTitle, promptsOn } from '../api/consent-texts';

/**
 * The acceptance prompt (issue 24 item 3): on every signed-in page while the member has not
 * accepted the current Terms of Service and Privacy Policy (a Google sign-up, or a new
 * version). It cannot be dismissed: the member accepts or signs out. The API refuses other
 * calls meanwhile (403 CONSENT_REQUIRED), which also opens it.
 */
export function ConsentPrompt({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { pathname } = useLocation();
  const consents = useMyConsents();
  const toAccept = consents.data?.toAccept ?? [];
  if (toAccept.length === 0 || !promptsOn(pathname)) return null;
  return <PromptDialog consents={consents.data!} onSignOut={onSignOut} />;
}

function PromptDialog({
  consents,
  onSignOut,
}: {
  consents: NonNullable<ReturnType<typeof useMyConsents>['data']>;
  onSignOut: () => Promise<void>;
}) {
  const t = useT();
  const [hasAgreed, setHasAgreed] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const accept = useAcceptLegalDocuments();
  const checkboxId = useId();
  const errorId = useId();
  const isOutdated = isApiError(accept.error) && accept.error.status === 409;
  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setIsSigningOut(false);
    }
  };
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <DialogTitle>{promptTitle(t, consents.history)}</DialogTitle>
          <DialogDescription>{promptDescription(t, consents.toAccept, consents.history)}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {(['terms', 'privacy'] as const).map((document) => (
            <li key={document}>
              <a
                href={LEGAL_DOCUMENT_PATHS[document]}
                target="_blank"
                rel="noopener"
                className="font-medium text-primary underline underline-offset-4"
              >
                {t('consentPrompt.read', { document: documentName(t, document) })}
                <span className="sr-only"> {t('signUpConsents.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor={checkboxId} className="flex items-start gap-3 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={hasAgreed}
            onChange={(event) => setHasAgreed(event.target.checked)}
            aria-describedby={accept.error ? errorId : undefined}
          />
          <span>{t('consentPrompt.agreement')}</span>
        </label>
        {accept.error ? (
          <div id={errorId} role="alert" className="grid gap-2 text-sm text-destructive">
            <p>{accept.error.message || t('consentPrompt.saveFailed')}</p>
            {isOutdated ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => window.location.reload()}
              >
                {t('consentPrompt.reload')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => void signOut()}
            disabled={isSigningOut || accept.isPending}
          >
            {isSigningOut ? <Spinner className="text-current" /> : null}
            {t('consentPrompt.signOut')}
          </Button>
          <Button onClick={() => accept.mutate()} disabled={!hasAgreed || accept.isPending || isSigningOut}>
            {accept.isPending ? <Spinner className="text-current" /> : null}
            {accept.isPending ? t('consentPrompt.accepting') : t('consentPrompt.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
