import { useState } from 'react';
import { initialsOf, isOwnImage, outlineButtonClass } from '@/components/public-page/page-parts';
import { usePageT } from '@/components/public-page/public-language';
import { ModalDialog } from './modal-dialog';

/** The brand's logo on the discount card; pressing it opens it large (the logo zoom dialog). */
export function BrandLogo({ logoUrl, brandName }: { logoUrl: string | null; brandName: string }) {
  const t = usePageT();
  const [isZoomed, setZoomed] = useState(false);
  if (!isOwnImage(logoUrl)) {
    return (
      <div
        aria-hidden
        className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary text-xl font-semibold text-primary-foreground"
      >
        {initialsOf(brandName)}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setZoomed(true)}
        className="shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={t('redeem.enlargeLogo', { brand: brandName })}
      >
        <img
          src={logoUrl}
          alt=""
          width={64}
          height={64}
          fetchPriority="high"
          className="size-16 rounded-xl border bg-white object-contain"
        />
      </button>
      <ModalDialog
        isOpen={isZoomed}
        onClose={() => setZoomed(false)}
        labelledBy="logo-zoom-heading"
        isDismissedByBackdrop
        className="max-w-md"
      >
        <div className="flex flex-col items-center gap-4 p-6">
          <h2 id="logo-zoom-heading" className="text-lg font-semibold">
            {brandName}
          </h2>
          <img
            src={logoUrl}
            alt={t('redeem.logo', { brand: brandName })}
            width={300}
            height={300}
            className="aspect-square w-full max-w-[300px] rounded-xl border bg-white object-contain"
          />
          <button type="button" className={`${outlineButtonClass} w-full`} onClick={() => setZoomed(false)}>
            {t('publicPage.close')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
