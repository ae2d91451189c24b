import {
  acceptTermsIn,
  confirmEmail,
  createBrandWithPlan,
  expect,
  expectToast,
  invitationLink,
  MOBILE,
  newUser,
  screenshot,
  signUpThroughApi,
  test,
  toastTitled,
} from './fixtures';
import { applyThroughApi, publishCampaign } from './journeys';

// Issue 14: a brand team with real people. The owner invites a colleague from /team; the
// colleague accepts the e-mailed link in another browser, signs up, sees the workspace's
// campaigns and approves an application; the owner reads it in the activity list.

test('an owner invites a colleague, who joins from the e-mail, approves an application, and the owner sees it', async ({
  newPage,
}) => {
  const owner = await newPage();
  await createBrandWithPlan(owner, newUser('Layla', 'Nasser'), 'Saffron Roasters', 'premium');
  const title = 'Saffron Latte Mornings';
  const campaignId = await publishCampaign(owner, {
    title,
    description: 'Film our new saffron latte in your morning routine.',
    compensationType: 'monetary',
    budgetMin: 800,
    budgetMax: 2000,
  });
  const creator = await newPage();
  await signUpThroughApi(creator, newUser('Mira', 'Haddad'), { userType: 'creator' });
  await applyThroughApi(creator, { type: 'direct', campaignId });

  // The owner opens Team from the navigation and invites a manager.
  await owner.goto('/dashboard');
  await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await owner.waitForURL((url) => url.pathname === '/team');
  await owner.getByText(/0 of 5 team members/).waitFor();
  const colleague = newUser('Karim', 'Haddad');
  await owner.getByRole('button', { name: 'Invite colleague' }).click();
  const form = owner.getByRole('form', { name: 'Invite colleague' });
  await form.getByLabel('Email').fill(colleague.email);
  await form.getByLabel('Role').selectOption('manager');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(owner, 'Invitation sent');
  await owner.getByText(/1 of 5 team members/).waitFor();
  await owner.getByRole('tab', { name: /Invitations/ }).click();
  await owner.getByRole('list', { name: 'Invitations' }).getByText(colleague.email).waitFor();
  await owner.getByText(/Expires in 7 days/).waitFor();

  // In another browser (a phone), the colleague follows the e-mailed link and signs up.
  const guest = await newPage({ viewport: MOBILE });
  await guest.goto(await invitationLink(colleague.email));
  await guest
    .getByRole('heading', {
      level: 1,
      name: "You're invited to join Saffron Roasters on Partnerly as a manager",
    })
    .waitFor();
  await guest.getByRole('link', { name: 'Create account' }).click();
  const signUp = guest.getByRole('form', { name: 'Sign up' });
  await expect.poll(() => signUp.getByLabel('Email', { exact: true }).inputValue()).toBe(colleague.email);
  expect(await signUp.getByLabel('Company name', { exact: true }).inputValue()).toBe('Saffron Roasters');
  await signUp.getByLabel('First name', { exact: true }).fill(colleague.firstName);
  await signUp.getByLabel('Last name', { exact: true }).fill(colleague.lastName);
  await signUp.getByLabel('Password', { exact: true }).fill(colleague.password);
  await signUp.getByLabel('Confirm password', { exact: true }).fill(colleague.password);
  await acceptTermsIn(signUp);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await confirmEmail(guest, colleague.email);
  // Back on the invitation, signed in: join.
  await guest.waitForURL((url) => url.pathname.startsWith('/invitations/'));
  await guest.getByRole('button', { name: 'Join Saffron Roasters' }).click();
  await toastTitled(guest, 'Welcome to Saffron Roasters').waitFor();
  await guest.waitForURL((url) => url.pathname === '/dashboard');

  // The colleague sees the workspace's campaign and approves Mira.
  await guest.goto('/dashboard?tab=campaigns');
  const card = guest.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await guest.getByRole('menuitem', { name: 'View Applications' }).click();
  const dialog = guest.getByRole('dialog', { name: `Applications for "${title}"` });
  await dialog.getByRole('article', { name: 'Mira Haddad' }).getByRole('button', { name: 'Approve' }).click();
  await guest
    .getByRole('alertdialog', { name: 'Approve Mira Haddad?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(guest, 'Application approved successfully');
  await screenshot(guest, 'brand-team-colleague-approved-mobile');

  // The owner sees the colleague among the people and the approval in the activity list.
  await owner.getByRole('tab', { name: 'People' }).click();
  await owner.getByRole('list', { name: 'People' }).getByText(colleague.email).waitFor();
  await owner.getByRole('tab', { name: 'Activity' }).click();
  const activity = owner.getByRole('list', { name: 'Activity' });
  const approval = activity.getByRole('listitem').filter({ hasText: 'Karim Haddad approved an application' });
  await approval.getByText(title).waitFor();
  await activity.getByRole('listitem').filter({ hasText: 'Karim Haddad joined the workspace' }).waitFor();
  await activity.getByRole('listitem').filter({ hasText: 'Layla Nasser created a campaign' }).waitFor();
  await screenshot(owner, 'brand-team-activity-desktop');
});
