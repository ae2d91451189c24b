import { useSupportAddress } from '@/lib/public-config';

/** A mailto link to this installation's support address (configured on the API); left to right in Arabic too. */
export function SupportEmailLink({ className }: { className?: string }) {
  const address = useSupportAddress();
  return (
    <a className={className} href={`mailto:${address}`} dir="ltr">
      {address}
    </a>
  );
}
