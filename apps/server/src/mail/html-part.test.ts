import { describe, expect, it } from 'vitest';
import { layoutMail } from './layout.ts';

const content = {
  to: 'asha@school.test',
  subject: 'Hi',
  name: 'Asha <b>&</b>',
  paragraphs: ['First line.\nhttps://portal.test/login', 'Last.'],
};

describe('the HTML part of a mail', () => {
  it('carries the button into the portal beside an unchanged text part', () => {
    const mail = layoutMail({
      ...content,
      action: { label: 'Go to School Portal', url: 'https://portal.test/login?a=1&b=2' },
    });
    expect(mail.text).toBe(layoutMail(content).text);
    expect(mail.html).toContain('<a href="https://portal.test/login?a=1&#38;b=2"');
    expect(mail.html).toContain('>Go to School Portal</a>');
    // The same words, a line break kept, the reader's own words escaped.
    expect(mail.html).toContain('First line.<br>https://portal.test/login');
    expect(mail.html).toContain('Hello Asha &#60;b&#62;&#38;&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>');
  });

  it('is written in the reader’s language, and left out when the mail has no link into the portal', () => {
    const hindi = layoutMail({
      ...content,
      language: 'hi',
      action: { label: 'School Portal पर जाएँ', url: 'https://portal.test/' },
    });
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.html).toContain('School Portal पर जाएँ');
    expect(layoutMail(content).html).toBeUndefined();
  });
});
