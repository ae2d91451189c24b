import { CITY_NAME_MAX } from '@partnerly/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCities, useCountries } from '@/lib/reference-locations';
import type { BrandProfileFormValues } from '../brand-profile-form';

/** The saved city stays choosable even when the country's list no longer has it. */
function withCurrent(options: ComboboxOption[], value: string): ComboboxOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [{ value, label: value }, ...options];
}

/**
 * Country then city (spec 02 section 5): the city is disabled until a country is chosen,
 * picked from the country's list, or typed when the country has none. Picking a country
 * clears the city.
 */
export function LocationFields() {
  const t = useT();
  const { control, setValue, formState } = useFormContext<BrandProfileFormValues>();
  const country = useWatch({ control, name: 'country' });
  const countries = useCountries();
  const cities = useCities(country);

  const countryOptions: ComboboxOption[] = (countries.data ?? []).map((item) => ({
    value: item.code,
    label: item.name,
    hint: item.code,
  }));
  const cityOptions: ComboboxOption[] = (cities.data ?? []).map((name) => ({ value: name, label: name }));
  // No list for the country (or it failed to load, which the spec treats as none): type it.
  const isFreeTextCity = country !== '' && !cities.isPending && cityOptions.length === 0;

  return (
    <>
      <Field label={t('brandProfiles.field.country')} error={formState.errors.country?.message}>
        {({ 'aria-invalid': isInvalid, ...fieldProps }) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Combobox
                {...fieldProps}
                isInvalid={isInvalid}
                options={countryOptions}
                value={field.value}
                onChange={(code) => {
                  if (code === field.value) return;
                  field.onChange(code);
                  setValue('city', '', { shouldDirty: true });
                }}
                placeholder={
                  countries.isPending ? t('brandProfiles.loadingCountries') : t('brandProfiles.selectCountry')
                }
                searchPlaceholder={t('brandProfiles.searchCountries')}
                emptyText={
                  countries.isError ? t('brandProfiles.countriesFailed') : t('brandProfiles.noCountry')
                }
                disabled={countries.isPending}
              />
            )}
          />
        )}
      </Field>
      <Field
        label={t('brandProfiles.field.city')}
        error={formState.errors.city?.message}
        hint={country && cities.isFetching ? t('brandProfiles.loadingCities') : undefined}
      >
        {({ 'aria-invalid': isInvalid, ...fieldProps }) => (
          <Controller
            control={control}
            name="city"
            render={({ field }) =>
              isFreeTextCity ? (
                <Input
                  {...fieldProps}
                  aria-invalid={isInvalid}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('brandProfiles.enterCity')}
                  maxLength={CITY_NAME_MAX}
                  autoComplete="address-level2"
                />
              ) : (
                <Combobox
                  {...fieldProps}
                  isInvalid={isInvalid}
                  options={withCurrent(cityOptions, field.value)}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={
                    country ? t('brandProfiles.selectCity') : t('brandProfiles.selectCountryFirst')
                  }
                  searchPlaceholder={t('brandProfiles.searchCities')}
                  emptyText={t('brandProfiles.noCity')}
                  disabled={!country || cities.isPending}
                />
              )
            }
          />
        )}
      </Field>
    </>
  );
}
