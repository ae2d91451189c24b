import type { CreatorPage, CreatorPageCode } from '@partnerly/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchCreatorPage, reportCopy, reportViews, type CreatorPageResult } from '../api/creator-page-api';
import { CodeCard } from './code-card';
import { CreatorHeader } from './creator-header';
import { Notice, PageFrame, primaryButtonClass } from '@/components/public-page/page-parts';
import { usePageName, usePageT } from '@/components/public-page/public-language';
import { LoadingPage } from './loading-page';
import { ReportLink } from '@/components/public-page/report-link';
import { writeClipboard } from '@/components/public-page/clipboard';
import { Toasts, useToasts } from '@/components/public-page/toasts';

// The public page /creator/{shareCode} (spec 03; issue 17 item 3): a creator's header and the
// grid of their active public codes, for visitors without an account.

function CodesGrid({
  shareCode,
  page,
  onCopy,
}: {
  shareCode: string;
  page: CreatorPage;
  onCopy(code: CreatorPageCode): void;
}) {
  const t = usePageT();
  const nameOf = usePageName();
  // Reported once per page load, when the grid is on screen (StrictMode runs effects twice).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportViews(
      shareCode,
      page.codes.map((code) => code.id),
    );
  }, [shareCode, page]);

  if (page.codes.length === 0) {
    return <Notice title={t('creatorPage.noCodes')} detail={t('creatorPage.noCodesDetail')} />;
  }
  return (
    <ul
      aria-label={t('creatorPage.codes')}
      className="grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3"
    >
      {page.codes.map((code) => (
        <CodeCard key={code.id} code={{ ...code, brandName: nameOf(code.brandName) }} onCopy={onCopy} />
      ))}
    </ul>
  );
}

export function CreatorPageApp({ shareCode }: { shareCode: string }) {
  const [result, setResult] = useState<CreatorPageResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { toasts, notify } = useToasts();
  const t = usePageT();
  const nameOf = usePageName();

  useEffect(() => {
    let isCurrent = true;
    void fetchCreatorPage(shareCode).then((loaded) => {
      if (!isCurrent) return;
      setResult(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [shareCode, attempt]);

  useEffect(() => {
    if (result?.kind === 'found') document.title = `${nameOf(result.page.creator.name)} | Partnerly`;
    if (result?.kind === 'not-found') document.title = `${t('creatorPage.notFound')} | Partnerly`;
  }, [result, t, nameOf]);

  const copy = async (code: CreatorPageCode) => {
    if (await writeClipboard(code.code)) {
      notify(t('creatorPage.copied'));
      reportCopy(code.id);
    } else {
      notify(t('creatorPage.copyFailed'), true);
    }
  };

  return (
    <PageFrame>
      {result === null ? (
        <LoadingPage />
      ) : result.kind === 'not-found' ? (
        <Notice level={1} title={t('creatorPage.notFound')} detail={t('creatorPage.notFoundDetail')}>
          <a href="/" className={`${primaryButtonClass} mt-2`}>
            {t('publicPage.goHome')}
          </a>
        </Notice>
      ) : result.kind === 'failed' ? (
        <Notice level={1} title={t('publicPage.somethingWentWrong')} detail={t('creatorPage.loadFailed')}>
          <button
            type="button"
            className={`${primaryButtonClass} mt-2`}
            onClick={() => {
              setResult(null);
              setAttempt((count) => count + 1);
            }}
          >
            {t('publicPage.tryAgain')}
          </button>
        </Notice>
      ) : (
        <div className="flex flex-col gap-10">
          <CreatorHeader
            creator={{ ...result.page.creator, name: nameOf(result.page.creator.name) }}
            socialLinks={result.page.socialLinks}
          />
          <section aria-labelledby="codes-heading" className="flex flex-col gap-4">
            <h2 id="codes-heading" className="text-lg font-semibold">
              {t('creatorPage.codes')}
            </h2>
            <CodesGrid shareCode={shareCode} page={result.page} onCopy={(code) => void copy(code)} />
          </section>
          <ReportLink targetType="public_page" targetId={shareCode} label={t('creatorPage.report')} />
        </div>
      )}
      <Toasts toasts={toasts} />
    </PageFrame>
  );
}
