import { zodResolver } from '@hookform/resolvers/zod';
import { supplierInput } from '../../../contract/suppliers';
import { partyDefaults, PartyInputs } from '../shared/PartyFields';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const supplierResolver = zodResolver(supplierInput);

export const supplierDefaults = partyDefaults;

/** The form body shared by create and edit. */
export const SupplierInputs = PartyInputs;
