import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { helpViewOf, type HelpView } from './help-view';

const loadDialog = () => import('./help-dialog');
const HelpDialog = lazy(async () => ({ default: (await loadDialog()).HelpDialog }));

/**
 * The floating Help button of signed-in pages (spec 03 'Help & Feedback'), bottom right above
 * the page; the dialog loads on first use. ?help=requests opens it on 'My requests' (the link of
 * a support answer). A spacer at the end of the page keeps its last buttons clear of it.
 */
export function HelpButton() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openedView, setOpenedView] = useState<HelpView | null>(null);
  const linkedView = helpViewOf(searchParams.get('help'));
  const view = linkedView ?? openedView;

  const close = () => {
    setOpenedView(null);
    if (linkedView) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('help');
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <>
      <div aria-hidden className="h-20 print:hidden" />
      <button
        type="button"
        onClick={() => setOpenedView('new')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className="fixed end-4 bottom-4 z-40 inline-flex h-11 items-center gap-2 rounded-full border bg-primary px-4 text-sm font-medium text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:end-6 sm:bottom-6 print:hidden"
      >
        <LifeBuoy className="size-4" aria-hidden /> {t('support.help')}
      </button>
      {view ? (
        <Suspense fallback={null}>
          <HelpDialog key={view} initialView={view} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
