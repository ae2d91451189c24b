import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '@partnerly/contracts';

export interface AnnouncementDraft {
  subject: string;
  body: string;
}

export type DraftProblems = Partial<Record<keyof AnnouncementDraft, string>>;

/** What stops the draft from being sent, in the API's words (it checks the same again). */
export function draftProblems({ subject, body }: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!subject.trim()) problems.subject = 'Subject is required';
  else if (subject.trim().length > ANNOUNCEMENT_SUBJECT_MAX)
    problems.subject = `Subject must be at most ${ANNOUNCEMENT_SUBJECT_MAX} characters`;
  if (!body.trim()) problems.body = 'Message is required';
  else if (body.trim().length > ANNOUNCEMENT_BODY_MAX)
    problems.body = `Message must be at most ${ANNOUNCEMENT_BODY_MAX} characters`;
  return problems;
}

/** '123 of 150 characters' under a field. */
export function characterCount(text: string, max: number): string {
  return `${text.length.toLocaleString('en')} of ${max.toLocaleString('en')} characters`;
}

/** The history's recipients column: '1 member', '25 members'. */
export function recipientsLabel(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'member' : 'members'}`;
}
