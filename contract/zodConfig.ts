import { z } from 'zod';
import { msg, render } from './messages';

/** Plain messages for the type errors every form can show, on both sides (in English: contract/messages/written.ts translates). */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return render(msg('required'));
    if (issue.expected === 'number' || issue.expected === 'int') return render(msg('must_be_number'));
    if (issue.expected === 'string') return render(msg('must_be_text'));
    if (issue.expected === 'boolean') return render(msg('must_be_yes_no'));
    return undefined;
  },
});
