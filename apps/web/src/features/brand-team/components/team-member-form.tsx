import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_BIO_MAX, createBrandProfileInput, type BrandProfile } from '@partnerly/contracts';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useReportDirty } from '@/components/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n-provider';

/** Not words of any language: the same in every catalog. */
const URL_PLACEHOLDER = 'https://';
const HANDLE_PLACEHOLDER = '@yourbrand';

/** '12/500': the bio's length against its limit. */
const charCount = (length: number) => `${length}/${BRAND_BIO_MAX}`;

export type TeamMemberFormInput = z.input<typeof createBrandProfileInput>;
export type TeamMemberValues = z.output<typeof createBrandProfileInput>;

/** The fields of 'Create New Additional Member' and 'Edit Brand Profile' (spec 02 section 7 insert). */
const FIELDS = [
  'profileName',
  'companyName',
  'bio',
  'phone',
  'location',
  'websiteUrl',
  'instagramHandle',
] as const;
type FieldName = (typeof FIELDS)[number];

function formValuesOf(profile?: BrandProfile): Record<FieldName, string> {
  return {
    profileName: profile?.profileName ?? '',
    companyName: profile?.companyName ?? '',
    bio: profile?.bio ?? '',
    phone: profile?.phone ?? '',
    location: profile?.location ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    instagramHandle: profile?.instagramHandle ?? '',
  };
}

interface TeamMemberFormProps {
  label: string;
  initial?: BrandProfile;
  submitLabel: string;
  isPending: boolean;
  /** Field messages from a refused save (400), shown under their fields. */
  serverErrors?: Record<string, string[]>;
  onSubmit: (values: TeamMemberValues) => void;
  onCancel: () => void;
  /** Extra controls above the buttons (e.g. the account manager choice). */
  extra?: ReactNode;
  /** Told at once when the form gains or loses unsaved changes (the dialog asks before discarding them). */
  onDirtyChange?: (isDirty: boolean) => void;
}

export function TeamMemberForm({
  label,
  initial,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
  onCancel,
  extra,
  onDirtyChange,
}: TeamMemberFormProps) {
  const t = useT();
  const form = useForm<TeamMemberFormInput, unknown, TeamMemberValues>({
    resolver: zodResolver(createBrandProfileInput),
    defaultValues: formValuesOf(initial),
  });
  const { errors } = form.formState;
  const profileName = useWatch({ control: form.control, name: 'profileName' });
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const bioId = useId();
  // Told at once: an Escape right after a keystroke must already ask.
  useReportDirty(form.subscribe, onDirtyChange);

  useEffect(() => {
    for (const [field, messages] of Object.entries(serverErrors ?? {})) {
      if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
        form.setError(field as FieldName, { message: messages[0] });
      }
    }
  }, [serverErrors, form]);

  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <form aria-label={label} noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        label={t('brandTeam.field.profileName')}
        required
        autoComplete="off"
        error={errorOf('profileName')}
        {...form.register('profileName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('brandTeam.field.companyName')}
          autoComplete="organization"
          error={errorOf('companyName')}
          {...form.register('companyName')}
        />
        <TextField
          label={t('brandTeam.field.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          error={errorOf('phone')}
          {...form.register('phone')}
        />
        <TextField
          label={t('brandTeam.field.location')}
          autoComplete="off"
          error={errorOf('location')}
          {...form.register('location')}
        />
        <TextField
          label={t('brandTeam.field.website')}
          type="url"
          dir="ltr"
          placeholder={URL_PLACEHOLDER}
          autoComplete="url"
          error={errorOf('websiteUrl')}
          {...form.register('websiteUrl')}
        />
      </div>
      <TextField
        label={t('brandTeam.field.instagramHandle')}
        dir="ltr"
        placeholder={HANDLE_PLACEHOLDER}
        autoComplete="off"
        error={errorOf('instagramHandle')}
        {...form.register('instagramHandle')}
      />
      <div className="grid gap-2">
        <Label htmlFor={bioId}>{t('brandTeam.field.bio')}</Label>
        <Textarea
          id={bioId}
          rows={3}
          maxLength={BRAND_BIO_MAX}
          aria-invalid={errorOf('bio') ? true : undefined}
          aria-describedby={`${bioId}-count${errorOf('bio') ? ` ${bioId}-error` : ''}`}
          {...form.register('bio')}
        />
        <p id={`${bioId}-count`} className="text-end text-xs text-muted-foreground">
          {charCount(bio.length)}
        </p>
        {errorOf('bio') ? (
          <p id={`${bioId}-error`} className="text-sm text-destructive">
            {errorOf('bio')}
          </p>
        ) : null}
      </div>
      {extra}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!profileName?.trim() || isPending}>
          {isPending ? <Spinner className="text-current" /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
