/**
 * react-admin turns an emptied input into null, which suits optional fields. A required text
 * field keeps its empty string instead, so the shared schema answers "Required" rather than
 * a type error; forms start such fields at ''.
 */
export const keepEmptyText = (value: string) => value;
