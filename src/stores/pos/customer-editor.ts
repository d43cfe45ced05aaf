// The customer editor's state: the customer as last read or saved, the save in flight, and its outcome.
import { atom } from 'nanostores';

/** The edited customer's id once known (0 for a new one): the tabs after General need it. */
export const $editorCustomerId = atom(0);
