import { z } from 'zod';

/** Plain messages for the type errors every form can show, on both sides. */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return 'Required';
    if (issue.expected === 'number' || issue.expected === 'int') return 'Must be a number';
    if (issue.expected === 'string') return 'Must be text';
    if (issue.expected === 'boolean') return 'Must be yes or no';
    return undefined;
  },
});
