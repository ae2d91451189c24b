import { Crosshair, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { Field } from './form-field';

/** Not a word of any language: the same in every catalog. */
const MAPS_URL_PLACEHOLDER = 'https://maps.google.com/...';

/** Six decimals: about 10 cm, more than a phone's GPS gives. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

interface VenueFieldsProps {
  googleMapsUrl: string;
  latitude: number | null;
  longitude: number | null;
  errors: { googleMapsUrl?: string; eventLatitude?: string; eventLongitude?: string };
  onMapsUrlChange(value: string): void;
  onCoordinatesChange(latitude: number | null, longitude: number | null): void;
}

/** The venue of an onsite or event campaign: a Google Maps link and the GPS point of the device. */
export function VenueFields(props: VenueFieldsProps) {
  const { googleMapsUrl, latitude, longitude, errors, onMapsUrlChange, onCoordinatesChange } = props;
  const [isLocating, setIsLocating] = useState(false);
  const t = useT();

  const captureGps = () => {
    if (!('geolocation' in navigator)) {
      toast({ title: t('campaignEditor.gpsFailed'), variant: 'destructive' });
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setIsLocating(false);
        onCoordinatesChange(round(position.coords.latitude), round(position.coords.longitude));
        toast({ title: t('campaignEditor.gpsCaptured'), variant: 'success' });
      },
      (failure) => {
        setIsLocating(false);
        toast({
          title: t('campaignEditor.gpsFailed'),
          description: failure.message || undefined,
          variant: 'destructive',
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const hasCoordinates = latitude != null && longitude != null;
  const coordinateError = errors.eventLatitude ?? errors.eventLongitude;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        field="googleMapsUrl"
        label={t('campaignEditor.googleMapsUrl')}
        error={errors.googleMapsUrl}
        hint={t('campaignEditor.googleMapsHint')}
      >
        {(aria) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            placeholder={MAPS_URL_PLACEHOLDER}
            value={googleMapsUrl}
            onChange={(event) => onMapsUrlChange(event.target.value)}
            {...aria}
          />
        )}
      </Field>
      <div className="grid content-start gap-2">
        <span className="text-sm leading-none font-medium" id="campaign-gps-label">
          {t('campaignEditor.gpsCoordinates')}
        </span>
        <div className="flex flex-wrap items-center gap-2" aria-labelledby="campaign-gps-label" role="group">
          <Button
            id="campaign-field-eventLatitude"
            variant="outline"
            onClick={captureGps}
            disabled={isLocating}
            aria-describedby="campaign-gps-value"
          >
            {isLocating ? <Spinner className="text-current" /> : <Crosshair aria-hidden />}
            {t('campaignEditor.captureGps')}
          </Button>
          {hasCoordinates ? (
            <Button variant="ghost" size="sm" onClick={() => onCoordinatesChange(null, null)}>
              <X aria-hidden /> {t('campaignEditor.clearCoordinates')}
            </Button>
          ) : null}
        </div>
        <p id="campaign-gps-value" className="text-xs text-muted-foreground" aria-live="polite">
          {hasCoordinates
            ? t('campaignEditor.coordinates', { latitude: String(latitude), longitude: String(longitude) })
            : t('campaignEditor.gpsHelp')}
        </p>
        {coordinateError ? <p className="text-sm text-destructive">{coordinateError}</p> : null}
      </div>
    </div>
  );
}
