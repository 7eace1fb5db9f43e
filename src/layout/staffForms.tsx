import type { RaThemeOptions } from 'react-admin';
import { FormToolbar } from '../ui/DocumentActions';

/**
 * Issue 32: leaving an edited form lost the edits without asking. Every staff create and edit
 * form (react-admin's SimpleForm) warns before a move to another page while it holds unsaved
 * changes, through the theme's defaults, so a new form cannot forget it: react-admin's
 * `warnWhenUnsavedChanges` blocks the router's move (main.tsx's data router) and the tab's
 * closing, and lets a save's or a delete's own redirect through. react-router honours one blocker
 * at a time, so a page holds one warning form: the small forms beside a SimpleForm (a dealer's
 * portal password, a user's activation dialog) do not ask.
 * Their toolbar keeps Delete in words on a phone (DocumentActions.tsx), where react-admin's shows
 * only its icon; a form that brings its own toolbar keeps it.
 */
export const STAFF_FORMS: RaThemeOptions['components'] = {
  RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true, toolbar: <FormToolbar /> } },
};
