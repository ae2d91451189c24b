import { describe, expect, it } from 'vitest';
import {
  accountExistsEmail,
  confirmAddressEmail,
  emailCodeEmail,
  passwordResetEmail,
  welcomeEmail,
} from './templates';

// A display name is whatever the user typed at sign-up.
const hostileName = '<img src=x onerror="alert(1)"> & \'Eve\'';
const escapedName = '&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;Eve&#39;';

describe('e-mail templates', () => {
  const messages = {
    passwordReset: passwordResetEmail({
      to: 'eve@example.com',
      userName: hostileName,
      resetLink: 'http://localhost:3000/reset-password?token=a"b<c',
    }),
    emailCode: emailCodeEmail({ to: 'eve@example.com', userName: hostileName, code: '123456' }),
    welcome: welcomeEmail({
      to: 'eve@example.com',
      userName: hostileName,
      dashboardUrl: 'http://localhost:3000/dashboard',
    }),
    confirmAddress: confirmAddressEmail({
      to: 'eve@example.com',
      userName: hostileName,
      code: '123456',
      codeMinutes: 10,
      confirmUrl: 'http://localhost:3000/api/auth/verify-email?token=t',
      linkDays: 7,
    }),
    accountExists: accountExistsEmail({
      to: 'eve@example.com',
      userName: hostileName,
      signInUrl: 'http://localhost:3000/auth?tab=signin',
    }),
  };

  it.each(Object.entries(messages))('%s escapes the user name in the HTML part', (_name, message) => {
    expect(message.to).toBe('eve@example.com');
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain(`Hi ${escapedName},`);
    // The plain-text part shows the name as typed.
    expect(message.text).toContain(`Hi ${hostileName},`);
  });

  it('escapes links inside attributes', () => {
    expect(messages.passwordReset.html).toContain(
      'href="http://localhost:3000/reset-password?token=a&#34;b&#60;c"',
    );
    expect(messages.passwordReset.text).toContain('http://localhost:3000/reset-password?token=a"b<c');
  });

  it('greets without a name when none is known', () => {
    const message = emailCodeEmail({ to: 'x@example.com', code: '654321' });
    expect(message.subject).toBe('Your Partnerly sign-in code: 654321');
    expect(message.text.startsWith('Hi,\n')).toBe(true);
    expect(message.html).toContain('<p>Hi,</p>');
  });
});
