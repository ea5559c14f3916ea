import { describe, expect, it } from 'vitest';
import { layoutMail } from './layout.ts';

describe('mail layout', () => {
  it('every mail greets by name, keeps its paragraphs apart and signs off as School Portal', () => {
    const mail = layoutMail({
      to: 'asha@school.test',
      subject: 'Hi',
      name: 'Asha',
      paragraphs: ['First line.\nhttps://portal.test/login', null, 'Last.'],
    });
    expect(mail).toEqual({
      to: 'asha@school.test',
      subject: 'Hi',
      text: 'Hello Asha,\n\nFirst line.\nhttps://portal.test/login\n\nLast.\n\nSchool Portal',
    });
  });

  it('a nameless account is greeted as "there"', () => {
    expect(layoutMail({ to: 'x@school.test', subject: 'Hi', name: '', paragraphs: ['Body.'] }).text).toBe(
      'Hello there,\n\nBody.\n\nSchool Portal',
    );
  });
});
