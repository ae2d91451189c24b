import { AGENCY_COMING_SOON_MESSAGE, type SignUpUserType } from '@partnerly/contracts';
import { Building2, Camera, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

interface TypeOption {
  type: SignUpUserType | 'agency';
  title: string;
  text: string;
  icon: LucideIcon;
}

const OPTIONS: TypeOption[] = [
  {
    type: 'creator',
    title: 'Content Creator',
    text: 'Apply to brand campaigns, deliver content and get paid.',
    icon: Camera,
  },
  {
    type: 'brand',
    title: 'Brand',
    text: 'Publish campaigns and work with the right creators.',
    icon: Building2,
  },
  { type: 'agency', title: 'Agency', text: 'Manage creators and their partnerships.', icon: Users },
];

/** Step 1: the account type (Agency is 'Coming Soon' and cannot be chosen). */
export function AccountTypeStep({ onChoose }: { onChoose: (type: SignUpUserType) => void }) {
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">Choose your account type</h1>
        <p className="mt-2 text-sm text-muted-foreground">Tell us how you will use Partnerly.</p>
      </div>
      <ul className="grid gap-3">
        {OPTIONS.map(({ type, title, text, icon: Icon }) => {
          const isDisabled = type === 'agency';
          return (
            <li key={type}>
              <button
                type="button"
                aria-disabled={isDisabled || undefined}
                onClick={() => {
                  if (type === 'agency') {
                    toast({ title: 'Coming Soon', description: AGENCY_COMING_SOON_MESSAGE });
                  } else {
                    onChoose(type);
                  }
                }}
                className={cn(
                  'flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isDisabled ? 'cursor-not-allowed opacity-60' : 'hover:border-primary hover:bg-accent/40',
                )}
              >
                <Icon className="size-8 shrink-0 text-primary" aria-hidden />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {title}
                    {isDisabled ? <Badge variant="secondary">Coming Soon</Badge> : null}
                  </span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
