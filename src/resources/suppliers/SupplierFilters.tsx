import { partyFilters } from '../shared/PartyFields';

/** Suppliers are searched by company, contact, email, phone and tax id, and filtered by status. */
export const supplierFilters = partyFilters;
