import type { BrandProfile } from '@partnerly/contracts';
import { Check, ChevronDown, Plus, Users } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n/i18n-provider';

interface ProfileSwitcherProps {
  /** Active profiles, main first (as the API lists them). */
  profiles: readonly BrandProfile[];
  current: BrandProfile;
  onSelect: (id: string) => void;
  /** 'Create New Profile' (hidden without it). */
  onCreateProfile?: () => void;
  /** 'Manage Profiles' (hidden without it). */
  onManageProfiles?: () => void;
}

/** The switcher of spec 02: 'Brand Profiles', the active profiles, 'Create New Profile', 'Manage Profiles'. */
export function ProfileSwitcher({
  profiles,
  current,
  onSelect,
  onCreateProfile,
  onManageProfiles,
}: ProfileSwitcherProps) {
  const t = useT();
  const hasActions = Boolean(onCreateProfile || onManageProfiles);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="max-w-full justify-between sm:min-w-56"
          aria-label={t('brandProfiles.switcherLabel', { name: current.profileName })}
        >
          <span className="truncate">{current.profileName}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="font-semibold">{t('brandProfiles.title')}</DropdownMenuLabel>
        <DropdownMenuPrimitive.RadioGroup value={current.id} onValueChange={onSelect}>
          {profiles.map((profile) => (
            <DropdownMenuPrimitive.RadioItem
              key={profile.id}
              value={profile.id}
              className="relative flex cursor-default items-center gap-2 rounded-md py-2 ps-8 pe-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
            >
              <DropdownMenuPrimitive.ItemIndicator className="absolute start-2 inline-flex">
                <Check className="size-4" aria-hidden />
              </DropdownMenuPrimitive.ItemIndicator>
              <span className="min-w-0 flex-1 truncate">{profile.profileName}</span>
              {profile.isMainProfile ? (
                <Badge variant="secondary">{t('brandProfiles.main')}</Badge>
              ) : profile.isDefault ? (
                <Badge variant="secondary">{t('brandProfiles.default')}</Badge>
              ) : null}
            </DropdownMenuPrimitive.RadioItem>
          ))}
        </DropdownMenuPrimitive.RadioGroup>
        {hasActions ? <DropdownMenuSeparator /> : null}
        {onCreateProfile ? (
          <DropdownMenuItem onSelect={onCreateProfile}>
            <Plus aria-hidden /> {t('brandProfiles.createNewProfile')}
          </DropdownMenuItem>
        ) : null}
        {onManageProfiles ? (
          <DropdownMenuItem onSelect={onManageProfiles}>
            <Users aria-hidden /> {t('brandProfiles.manageProfiles')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
