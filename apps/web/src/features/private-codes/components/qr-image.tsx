import { PRIVATE_CODE_QR } from '@partnerly/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface QrImageProps {
  src: string;
  alt: string;
  /** An inactive or expired code's image is shown faded. */
  isDimmed: boolean;
}

/** The code's QR image as the API makes it (200 px PNG), or the spec's message when it cannot. */
export function QrImage({ src, alt, isDimmed }: QrImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = PRIVATE_CODE_QR.sizePx;
  return (
    <div className="mx-auto flex size-[200px] shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white sm:mx-0">
      {failedSrc === src ? (
        <p
          role="status"
          className="flex flex-col items-center gap-2 p-4 text-center text-sm text-neutral-700"
        >
          <ImageOff className="size-6" aria-hidden />
          {t('privateCodes.imageFailed')}
        </p>
      ) : (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          className={cn('size-full', isDimmed && 'opacity-40')}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
