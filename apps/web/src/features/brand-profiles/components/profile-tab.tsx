import {
  BRAND_BIO_MAX,
  BRAND_PROFILE_NAME_MAX,
  COMPANY_NAME_MAX,
  LOCATION_MAX,
  type BrandProfile,
  type VerificationStatus,
} from '@partnerly/contracts';
import { Clock, ShieldAlert } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCountries } from '@/lib/reference-locations';
import type { BrandProfileFormValues } from '../brand-profile-form';
import { profileOptions } from '../profile-options';
import { labelOf, ReadOnlyField } from './form-controls';
import { LocationFields } from './location-fields';
import { ProfilePhoto } from './profile-photo';

/** Not words of any language: the same in every catalog. */
const WEBSITE_PLACEHOLDER = 'https://example.com';
const PHONE_PLACEHOLDER = '+971 50 123 4567';
const HANDLE_PLACEHOLDER = '@yourbrand';

interface ProfileTabProps {
  profile: BrandProfile;
  accountEmail: string;
  /** The brand's verification (its workspace's): the overview's chip. */
  verificationStatus: VerificationStatus;
  isEditing: boolean;
  /** No photo upload or removal (the role may not change brand profiles). */
  isReadOnly?: boolean;
}

/** Profile tab: overview card, Basic Information and Business Details (spec 02 section 2). */
export function ProfileTab({
  profile,
  accountEmail,
  verificationStatus,
  isEditing,
  isReadOnly,
}: ProfileTabProps) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <OverviewCard
        profile={profile}
        accountEmail={accountEmail}
        verificationStatus={verificationStatus}
        isReadOnly={isReadOnly}
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('brandProfiles.basicInformation')}</CardTitle>
          <CardDescription>{t('brandProfiles.basicInformationDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <BasicInformationForm /> : <BasicInformationView profile={profile} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('brandProfiles.businessDetails')}</CardTitle>
          <CardDescription>{t('brandProfiles.businessDetailsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <BusinessDetailsForm /> : <BusinessDetailsView profile={profile} />}
        </CardContent>
      </Card>
    </div>
  );
}

function OverviewCard({
  profile,
  accountEmail,
  verificationStatus,
  isReadOnly,
}: Omit<ProfileTabProps, 'isEditing'>) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row sm:items-center">
        <ProfilePhoto
          profileId={profile.id}
          imageUrl={profile.profileImageUrl}
          kind="logo"
          name={profile.companyName || profile.profileName}
          isReadOnly={isReadOnly}
        />
        <div className="grid min-w-0 flex-1 gap-1 text-center sm:text-start">
          <h2 className="truncate text-xl font-semibold">{profile.profileName}</h2>
          {profile.companyName ? (
            <p className="truncate text-muted-foreground">{profile.companyName}</p>
          ) : null}
          <p className="truncate text-sm text-muted-foreground" dir="ltr">
            {accountEmail}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profile.isDefault ? <Badge>{t('brandProfiles.default')}</Badge> : null}
            <VerificationChip status={verificationStatus} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Verified Brand once an admin approved the brand; Pending Verification while a request waits. */
function VerificationChip({ status }: { status: VerificationStatus }) {
  const t = useT();
  if (status === 'verified') return <VerifiedBadge label={t('brandProfiles.verifiedBrand')} />;
  return (
    <Badge variant="outline" className="gap-1">
      {status === 'pending' ? (
        <>
          <Clock className="size-3.5" aria-hidden /> {t('brandProfiles.pendingVerification')}
        </>
      ) : (
        <>
          <ShieldAlert className="size-3.5" aria-hidden /> {t('brandProfiles.notVerified')}
        </>
      )}
    </Badge>
  );
}

const handleText = (handle: string) => `@${handle}`;

function websiteLink(url: string | null) {
  if (!url) return null;
  return (
    <a
      href={url}
      dir="ltr"
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline-offset-4 hover:underline"
    >
      {url}
    </a>
  );
}

function BasicInformationView({ profile }: { profile: BrandProfile }) {
  const t = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField label={t('brandProfiles.field.profileName')} value={profile.profileName} />
      <ReadOnlyField label={t('brandProfiles.field.companyName')} value={profile.companyName} />
      <ReadOnlyField label={t('brandProfiles.field.bio')} value={profile.bio} className="sm:col-span-2" />
      <ReadOnlyField label={t('brandProfiles.field.website')} value={websiteLink(profile.websiteUrl)} />
      <ReadOnlyField
        label={t('brandProfiles.field.phone')}
        value={profile.phone ? <span dir="ltr">{profile.phone}</span> : null}
      />
      <ReadOnlyField
        label={t('brandProfiles.field.instagramHandle')}
        value={profile.instagramHandle ? <span dir="ltr">{handleText(profile.instagramHandle)}</span> : null}
      />
    </dl>
  );
}

function BasicInformationForm() {
  const t = useT();
  const { register, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('brandProfiles.field.profileNameRequired')}
        required
        maxLength={BRAND_PROFILE_NAME_MAX}
        error={errors.profileName?.message}
        {...register('profileName')}
      />
      <TextField
        label={t('brandProfiles.field.companyName')}
        maxLength={COMPANY_NAME_MAX}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextareaField
        label={t('brandProfiles.field.bio')}
        className="sm:col-span-2"
        rows={4}
        maxLength={BRAND_BIO_MAX}
        placeholder={t('brandProfiles.bioPlaceholder')}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextField
        label={t('brandProfiles.field.website')}
        type="url"
        dir="ltr"
        inputMode="url"
        placeholder={WEBSITE_PLACEHOLDER}
        autoComplete="url"
        error={errors.websiteUrl?.message}
        {...register('websiteUrl')}
      />
      <TextField
        label={t('brandProfiles.field.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('brandProfiles.field.instagramHandle')}
        placeholder={HANDLE_PLACEHOLDER}
        dir="ltr"
        autoCapitalize="none"
        error={errors.instagramHandle?.message}
        {...register('instagramHandle')}
      />
    </div>
  );
}

function BusinessDetailsView({ profile }: { profile: BrandProfile }) {
  const t = useT();
  const options = profileOptions(t);
  const countries = useCountries();
  const countryName = countries.data?.find((item) => item.code === profile.country)?.name ?? profile.country;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField
        label={t('brandProfiles.field.industry')}
        value={labelOf(options.industries, profile.industry)}
      />
      <ReadOnlyField
        label={t('brandProfiles.field.companySize')}
        value={labelOf(options.companySizes, profile.companySize)}
      />
      <ReadOnlyField label={t('brandProfiles.field.country')} value={countryName} />
      <ReadOnlyField label={t('brandProfiles.field.city')} value={profile.city} />
      <ReadOnlyField
        label={t('brandProfiles.field.location')}
        value={profile.location}
        className="sm:col-span-2"
      />
    </dl>
  );
}

function BusinessDetailsForm() {
  const t = useT();
  const options = profileOptions(t);
  const { register, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('brandProfiles.field.industry')}
        placeholder={t('brandProfiles.industryPlaceholder')}
        options={options.industries}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <SelectField
        label={t('brandProfiles.field.companySize')}
        placeholder={t('brandProfiles.companySizePlaceholder')}
        options={options.companySizes}
        error={errors.companySize?.message}
        {...register('companySize')}
      />
      <LocationFields />
      <TextField
        label={t('brandProfiles.field.location')}
        className="sm:col-span-2"
        maxLength={LOCATION_MAX}
        placeholder={t('brandProfiles.locationPlaceholder')}
        autoComplete="street-address"
        error={errors.location?.message}
        {...register('location')}
      />
    </div>
  );
}
