// Every message a reader can be shown from the API, the shared schemas or the client, by key and
// locale (DESIGN.md §5 "Errors"). The server answers in the language of Accept-Language.
export { MESSAGE_SUBJECTS, MESSAGES, type MessageKey } from './catalogue';
export { MESSAGE_LOCALES, localeOfAcceptLanguage, toMessageLocale, type MessageLocale } from './locales';
export { count, msg, render, type Message, type MessageArgs } from './message';
export { WORDS, type Noun, type StatusName } from './words';
export { say, translateEnglish, type Said } from './written';
