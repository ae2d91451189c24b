import { CITY_NAME_MAX } from '@partnerly/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCitiesOf, useCountries } from '@/lib/reference-locations';
import { describedBy, FieldLabel, FieldMessages, RequiredMark, selectClassName } from './form-field';
import type { CitiesByCountry, LocationTargeting, TargetingAction } from './location-targeting';

interface TargetingFieldProps {
  targeting: LocationTargeting;
  isRequired: boolean;
  errors: { targetCountries?: string; targetCities?: string };
  onAction(action: TargetingAction): void;
  /** A country or city the brand picked (the first one becomes its default). */
  onPicked(pick: { country: string; city?: string }): void;
}

/** Location targeting: countries, then cities of those countries (spec 02 section 5). */
export function TargetingField({ targeting, isRequired, errors, onAction, onPicked }: TargetingFieldProps) {
  const t = useT();
  const countries = useCountries();
  const cityQueries = useCitiesOf(targeting.countries);
  const citiesByCountry: CitiesByCountry = Object.fromEntries(
    targeting.countries.map((code, i) => [code, cityQueries[i]?.data]),
  );
  const nameOf = (code: string) => countries.data?.find((country) => country.code === code)?.name ?? code;
  const countriesHint = isRequired
    ? t('campaignEditor.countriesHintRequired')
    : t('campaignEditor.countriesHintOptional');

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <FieldLabel
          htmlFor="campaign-field-targetCountries"
          label={t('campaignEditor.targetCountries')}
          isRequired={isRequired}
        />
        <select
          className={selectClassName}
          value=""
          disabled={!countries.data}
          onChange={(event) => {
            const code = event.target.value;
            if (!code) return;
            onAction({ type: 'addCountry', country: code });
            onPicked({ country: code });
          }}
          {...describedBy('targetCountries', errors.targetCountries, countriesHint)}
        >
          <option value="">
            {countries.isError
              ? t('campaignEditor.countriesFailed')
              : countries.data
                ? t('campaignEditor.addCountry')
                : t('common.loading')}
          </option>
          {countries.data
            ?.filter((country) => !targeting.countries.includes(country.code))
            .map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
        </select>
        {countries.isError ? (
          <Button variant="link" className="justify-self-start px-0" onClick={() => void countries.refetch()}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
        {targeting.countries.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('campaignEditor.targetedCountries')}>
            {targeting.countries.map((code) => (
              <li key={code}>
                <Chip
                  label={nameOf(code)}
                  removeLabel={t('campaignEditor.removeItem', { name: nameOf(code) })}
                  onRemove={() => onAction({ type: 'removeCountry', country: code, citiesByCountry })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FieldMessages field="targetCountries" error={errors.targetCountries} hint={countriesHint} />
      </div>

      <fieldset
        {...describedBy('targetCities', errors.targetCities)}
        tabIndex={-1}
        className="grid gap-3 rounded-md outline-none focus-visible:outline-2 focus-visible:outline-ring"
      >
        <legend className="mb-2 text-sm leading-none font-medium">
          {t('campaignEditor.targetCities')}
          {isRequired ? <RequiredMark /> : null}
        </legend>
        {targeting.countries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('campaignEditor.chooseCountryFirst')}</p>
        ) : null}
        {targeting.countries.map((code, index) => {
          const query = cityQueries[index];
          return (
            <CountryCities
              key={code}
              countryName={nameOf(code)}
              cities={query?.data}
              isLoading={query?.isPending ?? true}
              isError={query?.isError ?? false}
              onRetry={() => void query?.refetch()}
              selected={targeting.cities.map((city) => city.name)}
              onToggle={(city, isChecked) => {
                onAction(isChecked ? { type: 'addCity', city, country: code } : { type: 'removeCity', city });
                if (isChecked) onPicked({ country: code, city });
              }}
            />
          );
        })}
        {targeting.cities.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('campaignEditor.targetedCities')}>
            {targeting.cities.map((city) => (
              <li key={city.name}>
                <Chip
                  label={city.name}
                  removeLabel={t('campaignEditor.removeItem', { name: city.name })}
                  onRemove={() => onAction({ type: 'removeCity', city: city.name })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FieldMessages field="targetCities" error={errors.targetCities} />
      </fieldset>
    </div>
  );
}

interface CountryCitiesProps {
  countryName: string;
  cities: string[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  selected: readonly string[];
  onToggle(city: string, isChecked: boolean): void;
}

/** One country's major cities as checkboxes; a typed city where the country lists none. */
function CountryCities({
  countryName,
  cities,
  isLoading,
  isError,
  onRetry,
  selected,
  onToggle,
}: CountryCitiesProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  if (isError) {
    return (
      <p className="text-sm text-destructive">
        <FormattedMessage
          id="campaignEditor.citiesFailed"
          values={{
            country: countryName,
            retry: (chunks) => (
              <Button variant="link" className="h-auto p-0" onClick={onRetry}>
                {chunks}
              </Button>
            ),
          }}
        />
      </p>
    );
  }
  if (isLoading || !cities) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" /> {t('campaignEditor.loadingCities', { country: countryName })}
      </p>
    );
  }
  if (cities.length === 0) {
    const add = () => {
      if (!typed.trim()) return;
      onToggle(typed.trim(), true);
      setTyped('');
    };
    return (
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('campaignEditor.cityIn', { country: countryName })}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={typed}
            maxLength={CITY_NAME_MAX}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} disabled={!typed.trim()}>
            <Plus aria-hidden /> {t('campaignEditor.addCity')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{countryName}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {cities.map((city) => (
          <label key={city} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.includes(city)}
              onChange={(event) => onToggle(city, event.target.checked)}
            />
            {city}
          </label>
        ))}
      </div>
    </div>
  );
}

function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove(): void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border bg-muted py-1 ps-3 pe-1 text-sm">
      {label}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
