import { CITY_NAME_MAX } from '@partnerly/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
      <Field label="Country" error={formState.errors.country?.message}>
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
                placeholder={countries.isPending ? 'Loading countries...' : 'Select a country'}
                searchPlaceholder="Search countries..."
                emptyText={countries.isError ? 'Could not load countries.' : 'No country found.'}
                disabled={countries.isPending}
              />
            )}
          />
        )}
      </Field>
      <Field
        label="City"
        error={formState.errors.city?.message}
        hint={country && cities.isFetching ? 'Loading cities...' : undefined}
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
                  placeholder="Enter your city"
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
                  placeholder={country ? 'Select a city' : 'Select a country first'}
                  searchPlaceholder="Search cities..."
                  emptyText="No city found."
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
