import { zodResolver } from '@hookform/resolvers/zod';
import { CALENDAR_MESSAGES, OWN_CALENDAR_EVENT_TYPES, type CalendarItem } from '@partnerly/contracts';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useReportDirty, useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useCreateCalendarEvent, useUpdateCalendarEvent } from '../api/calendar-events';
import { EVENT_TYPE_LABELS } from './calendar-labels';
import { dubaiDayOf } from './calendar-time';
import { ownEventIdOf } from './calendar-view';
import {
  eventFormSchema,
  eventFormValuesOf,
  eventInputOf,
  formFieldOfServerField,
  type EventFormValues,
} from './event-form-values';

interface EventDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The own event to edit; null for a new one. */
  item: CalendarItem | null;
}

/** 'New event' / 'Edit event': an own meeting, reminder or milestone, in UAE time. */
export function EventDialog({ open, onOpenChange, item }: EventDialogProps) {
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  const unsaved = useUnsavedChangesGuard({ isOpen: open, isDirty: () => isDirty.current, onClose: close });
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? t('calendar.editEvent') : t('calendar.newEvent')}</DialogTitle>
          <DialogDescription>{t('calendar.timesInUae')}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the event (or an empty form). */}
        {open ? (
          <EventForm
            item={item}
            onDone={close}
            onCancel={unsaved.requestClose}
            onDirtyChange={(value) => {
              isDirty.current = value;
            }}
          />
        ) : null}
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface EventFormProps {
  item: CalendarItem | null;
  onDone(): void;
  onCancel(): void;
  onDirtyChange(isDirty: boolean): void;
}

function EventForm({ item, onDone, onCancel, onDirtyChange }: EventFormProps) {
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const isPending = create.isPending || update.isPending;
  const switchId = useId();
  const form = useForm<EventFormValues, unknown, z.output<typeof eventFormSchema>>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormValuesOf(item, dubaiDayOf(new Date())),
  });
  const { errors } = form.formState;
  const isAllDay = useWatch({ control: form.control, name: 'isAllDay' });
  useReportDirty(form.subscribe, onDirtyChange);
  const t = useT();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);
  const typeOptions = OWN_CALENDAR_EVENT_TYPES.map((type) => ({
    id: type,
    label: t(EVENT_TYPE_LABELS[type]),
  }));

  const onError = (error: unknown) => {
    const fields = isApiError(error) && error.status === 400 ? error.fields : {};
    let isShown = false;
    for (const [field, messages] of Object.entries(fields)) {
      const target = formFieldOfServerField(field, form.getValues('isAllDay'));
      if (target && messages[0]) {
        form.setError(target, { message: messages[0] }, { shouldFocus: !isShown });
        isShown = true;
      }
    }
    toast({
      variant: 'destructive',
      title: item ? t('calendar.updateFailed') : t('calendar.addFailed'),
      description: isApiError(error) ? known(error.message) : undefined,
    });
  };

  const submit = form.handleSubmit((values) => {
    if (item) {
      update.mutate(
        { id: ownEventIdOf(item), input: eventInputOf(values, item.status) },
        {
          onSuccess: () => {
            toast({ variant: 'success', title: known(CALENDAR_MESSAGES.updated) });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(eventInputOf(values), {
        onSuccess: () => {
          toast({ variant: 'success', title: known(CALENDAR_MESSAGES.created) });
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form
      aria-label={item ? t('calendar.editEvent') : t('calendar.newEvent')}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('calendar.fieldTitle')}
        required
        autoComplete="off"
        error={shown(errors.title?.message)}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('calendar.fieldType')}
          placeholder={t('calendar.chooseType')}
          options={typeOptions}
          required
          error={shown(errors.eventType?.message)}
          {...form.register('eventType')}
        />
        <TextField
          label={t('calendar.fieldDate')}
          type="date"
          required
          error={shown(errors.date?.message)}
          {...form.register('date')}
        />
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isAllDay"
          render={({ field }) => (
            <Switch
              id={switchId}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={switchId}>{t('calendar.allDay')}</Label>
      </div>
      {isAllDay ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('calendar.fieldStartTime')}
            type="time"
            required
            error={shown(errors.startTime?.message)}
            {...form.register('startTime')}
          />
          <TextField
            label={t('calendar.fieldEndTime')}
            type="time"
            hint={t('calendar.endTimeHint')}
            error={shown(errors.endTime?.message)}
            {...form.register('endTime')}
          />
        </div>
      )}
      <TextField
        label={t('calendar.fieldLocation')}
        autoComplete="off"
        error={shown(errors.location?.message)}
        {...form.register('location')}
      />
      <TextareaField
        label={t('calendar.fieldDescription')}
        rows={3}
        error={shown(errors.description?.message)}
        {...form.register('description')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner className="text-current" /> : null}
          {item ? t('calendar.saveChanges') : t('calendar.addEvent')}
        </Button>
      </DialogFooter>
    </form>
  );
}
