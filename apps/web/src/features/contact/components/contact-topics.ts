import type { ContactType } from '@partnerly/contracts';

interface ContactTopic {
  label: string;
  title: string;
  intro: string;
  messageLabel: string;
  messagePlaceholder: string;
}

/** Copy of the contact page per ?type= (the landing page links feature and investment). */
export const CONTACT_TOPICS: Record<ContactType, ContactTopic> = {
  general: {
    label: 'General question',
    title: 'Contact Us',
    intro:
      'Questions about Partnerly, partnerships or your account: write to the team and we will reply by e-mail.',
    messageLabel: 'Message',
    messagePlaceholder: 'How can we help?',
  },
  feature: {
    label: 'Suggest a Feature',
    title: 'Suggest a Feature',
    intro: 'Tell us what would make Partnerly better for you. Every suggestion is read by the product team.',
    messageLabel: 'Your suggestion',
    messagePlaceholder: 'What should Partnerly do, and what problem would it solve for you?',
  },
  investment: {
    label: 'Investment Inquiry',
    title: 'Investment Inquiry',
    intro: 'Interested in investing in Partnerly? Share a few details and our founders will get back to you.',
    messageLabel: 'Message',
    messagePlaceholder: 'Tell us about your fund or organisation and what you would like to discuss.',
  },
};
