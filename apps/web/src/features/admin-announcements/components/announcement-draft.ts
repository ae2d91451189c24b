import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface AnnouncementDraft {
  subject: string;
  body: string;
}

export type DraftProblems = Partial<Record<keyof AnnouncementDraft, string>>;

/** What stops the draft from being sent, in the API's words (it checks the same again). */
export function draftProblems(t: Translate, { subject, body }: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!subject.trim()) problems.subject = t('adminAnnouncements.subjectRequired');
  else if (subject.trim().length > ANNOUNCEMENT_SUBJECT_MAX)
    problems.subject = t('adminAnnouncements.subjectTooLong', { max: ANNOUNCEMENT_SUBJECT_MAX });
  if (!body.trim()) problems.body = t('adminAnnouncements.bodyRequired');
  else if (body.trim().length > ANNOUNCEMENT_BODY_MAX)
    problems.body = t('adminAnnouncements.bodyTooLong', { max: ANNOUNCEMENT_BODY_MAX });
  return problems;
}

/** '123 of 150 characters' under a field. */
export function characterCount(t: Translate, text: string, max: number): string {
  return t('adminAnnouncements.characterCount', { count: text.length, max });
}

/** The history's recipients column: '1 member', '25 members'. */
export function recipientsLabel(t: Translate, count: number): string {
  return t('adminAnnouncements.members', { count });
}
