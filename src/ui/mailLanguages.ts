import { MAIL_LANGUAGES, type MailLanguage } from '../../contract/mails';

// Issue 36 item 3: the languages mails are written in, named in the reader's language (staff
// dealer form, dealer show page, the portal's profile).

export const mailLanguageLabel = (language: MailLanguage) => `app.mails.languages.${language}`;

export const mailLanguageChoices = MAIL_LANGUAGES.map((language) => ({ id: language, name: mailLanguageLabel(language) }));
