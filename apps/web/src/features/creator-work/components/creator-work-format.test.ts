import type { CreatorWorkItem, Submission } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';
import {
  allSubmissions,
  cardSubmissions,
  emptyTabText,
  itemsOfTab,
  workActionLabel,
  workTiles,
} from './creator-work-format';

const submission = (id: string, updatedAt: string): Submission =>
  ({ id, platform: 'instagram', status: 'submitted', updatedAt }) as Submission;

const item = (
  applicationId: string,
  workStatus: CreatorWorkItem['workStatus'],
  submissions: Submission[] = [],
) => ({ applicationId, workStatus, submissions }) as CreatorWorkItem;

describe('Creator Work', () => {
  const items = [
    item('a', 'not_started'),
    item('b', 'in_progress', [submission('s1', '2026-03-01T10:00:00Z')]),
    item('c', 'completed', [
      submission('s2', '2026-03-03T10:00:00Z'),
      submission('s3', '2026-03-02T10:00:00Z'),
    ]),
  ];

  it('counts active projects, completed ones and every submission for the tiles', () => {
    expect(workTiles(items)).toEqual({ active: 2, completed: 1, submissions: 3 });
    expect(workTiles([])).toEqual({ active: 0, completed: 0, submissions: 0 });
  });

  it('splits the projects between the Active Projects and Completed tabs', () => {
    expect(itemsOfTab(items, 'active').map((entry) => entry.applicationId)).toEqual(['a', 'b']);
    expect(itemsOfTab(items, 'completed').map((entry) => entry.applicationId)).toEqual(['c']);
  });

  it('lists all submissions, most recently changed first, with their project', () => {
    expect(allSubmissions(items).map(({ submission, item }) => [submission.id, item.applicationId])).toEqual([
      ['s2', 'c'],
      ['s3', 'c'],
      ['s1', 'b'],
    ]);
  });

  it('shows at most 3 submissions on a card and counts the rest', () => {
    const many = item(
      'd',
      'in_progress',
      ['01', '04', '02', '05', '03'].map((day) => submission(`s${day}`, `2026-03-${day}T00:00:00Z`)),
    );
    const { shown, hidden } = cardSubmissions(many);
    expect(shown.map((entry) => entry.id)).toEqual(['s05', 's04', 's03']);
    expect(hidden).toBe(2);
  });

  it('says why a tab is empty', () => {
    expect(en[emptyTabText('active', false)]).toBe('No active projects yet');
    expect(en[emptyTabText('active', true)]).toBe('Every project is completed');
    expect(en[emptyTabText('completed', true)]).toBe('No completed projects yet');
    expect(en[emptyTabText('submissions', true)]).toBe('No submissions yet');
  });
});

describe('the card action', () => {
  it('leads to what is left: content, then the final results, then a look at the work', () => {
    expect(en[workActionLabel({ workStatus: 'not_started', contentStatus: 'not_submitted' })]).toBe(
      'Submit Content',
    );
    expect(en[workActionLabel({ workStatus: 'in_progress', contentStatus: 'pre_approval' })]).toBe(
      'Submit Content',
    );
    expect(en[workActionLabel({ workStatus: 'completed', contentStatus: 'approved' })]).toBe(
      'Submit Results',
    );
    expect(en[workActionLabel({ workStatus: 'completed', contentStatus: 'final_submitted' })]).toBe(
      'View Work',
    );
    expect(en[workActionLabel({ workStatus: 'completed', contentStatus: 'completed' })]).toBe('View Work');
  });
});
