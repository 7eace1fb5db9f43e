import { COLLECTION_LIST, type Area, type CollectionMeta, type CollectionName } from './resources';

// Issue 19 / DESIGN.md §5 "Imports": a business's spreadsheets brought in, kind by kind. The
// fields of each kind and the headers that name them (English and French, matched with case and
// accents ignored) are shared: the server maps a file's columns with them and the SPA offers
// them when a column is mapped by hand.

export const IMPORT_KINDS = ['products', 'categories', 'suppliers', 'dealers', 'locations', 'opening-stock', 'prices'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What the value of a field is read as. */
export type ImportFieldType = 'text' | 'decimal' | 'integer' | 'boolean' | 'id';

export interface ImportField {
  name: string;
  type: ImportFieldType;
  /** A new record cannot be made without it. */
  required?: boolean;
  /** Other headers that name this field (the export's column names among them), in English and French. */
  aliases: readonly string[];
}

const f = (name: string, type: ImportFieldType, aliases: readonly string[], required = false): ImportField => ({ name, type, aliases, required });

const partyFields = [
  f('company_name', 'text', ['company', 'company name', 'name', 'societe', 'entreprise', 'raison sociale', 'nom'], true),
  f('contact_person_name', 'text', ['contact', 'contact person', 'contact name', 'personne de contact', 'interlocuteur']),
  f('email', 'text', ['e-mail', 'mail', 'courriel', 'adresse e-mail']),
  f('phone', 'text', ['telephone', 'tel', 'phone number', 'numero de telephone']),
  f('address', 'text', ['adresse', 'postal address']),
  f('tax_id', 'text', ['tax id', 'vat', 'vat number', 'tva', 'numero de tva', 'siret']),
  f('status', 'text', ['statut', 'etat']),
];

/** The fields of each kind, the key first. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  products: [
    f('sku', 'text', ['reference', 'ref', 'code', 'article', 'product code', 'code article'], true),
    f('name', 'text', ['product', 'product name', 'nom', 'designation', 'libelle', 'produit'], true),
    f('category', 'text', ['category', 'category path', 'category_name', 'categorie', 'famille'], false),
    f('category_id', 'id', ['category id', 'id categorie']),
    f('preferred_supplier', 'text', ['supplier', 'preferred supplier', 'fournisseur', 'fournisseur prefere', 'supplier email']),
    f('preferred_supplier_id', 'id', ['supplier id', 'id fournisseur']),
    f('unit', 'text', ['unite', 'uom']),
    f('dealer_price', 'decimal', ['dealer price', 'price', 'prix', 'prix revendeur', 'prix de vente'], true),
    f('cost', 'decimal', ['cost price', 'cout', 'prix de revient', "prix d'achat", 'prix achat'], true),
    f('reorder_level', 'integer', ['reorder level', 'reorder point', 'min stock', 'seuil de reapprovisionnement', 'stock minimum', 'seuil']),
    f('barcode', 'text', ['ean', 'gtin', 'upc', 'code-barres', 'code barres', 'code a barres']),
    f('description', 'text', ['notes']),
    f('image', 'text', ['image url', 'photo']),
    f('active', 'boolean', ['enabled', 'actif', 'active?']),
  ],
  categories: [
    f('name', 'text', ['category', 'nom', 'categorie'], true),
    f('path', 'text', ['category path', 'chemin', 'full path']),
    f('parent', 'text', ['parent category', 'parent path', 'categorie parente', 'parente']),
    f('parent_id', 'id', ['parent id', 'id parent']),
    f('description', 'text', []),
  ],
  suppliers: partyFields,
  dealers: [...partyFields, f('credit_limit', 'decimal', ['credit limit', 'credit', 'plafond', 'limite de credit', 'encours autorise'])],
  locations: [
    f('warehouse_code', 'text', ['warehouse', 'warehouse code', 'entrepot', 'code entrepot', 'depot'], true),
    f('warehouse_name', 'text', ['warehouse name', 'nom entrepot', "nom de l'entrepot"]),
    f('room_code', 'text', ['room', 'room code', 'zone', 'salle', 'code zone', 'code salle']),
    f('room_name', 'text', ['room name', 'nom zone', 'nom salle']),
    f('code', 'text', ['rack', 'rack code', 'etagere', 'code etagere', 'emplacement']),
    f('name', 'text', ['rack name', 'nom etagere', 'nom']),
    f('path', 'text', ['rack path', 'location', 'chemin']),
  ],
  'opening-stock': [
    f('sku', 'text', ['reference', 'ref', 'product', 'article', 'code article'], true),
    f('rack', 'text', ['rack path', 'rack_path', 'location', 'emplacement', 'etagere', 'path', 'chemin'], true),
    f('quantity', 'integer', ['qty', 'on hand', 'on_hand', 'stock', 'quantite', 'qte', 'en stock'], true),
  ],
  prices: [
    f('sku', 'text', ['reference', 'ref', 'code', 'article', 'code article'], true),
    f('dealer_price', 'decimal', ['dealer price', 'price', 'prix', 'prix revendeur', 'prix de vente']),
    f('cost', 'decimal', ['cost price', 'cout', 'prix de revient', "prix d'achat", 'prix achat']),
  ],
};

export interface ImportTarget {
  /** The collection whose list offers the import, and whose write permission it needs. */
  collection: CollectionName;
  resource: string;
  area: Area;
  /** Other collections the import writes: it needs their write permission too. */
  alsoWrites: readonly string[];
}

/** Which list offers each import, read from the registry's entries (contract/resources.ts `imports`). */
export const IMPORT_TARGETS: Record<ImportKind, ImportTarget> = importTargets();

function importTargets(): Record<ImportKind, ImportTarget> {
  const targets = new Map<ImportKind, ImportTarget>();
  for (const entry of COLLECTION_LIST) {
    for (const { kind, alsoWrites = [] } of (entry as CollectionMeta).imports ?? []) {
      if (targets.has(kind)) throw new Error(`contract/resources.ts: the ${kind} import is offered by two collections`);
      targets.set(kind, { collection: entry.name, resource: entry.resource, area: entry.area, alsoWrites });
    }
  }
  const missing = IMPORT_KINDS.filter((kind) => !targets.has(kind));
  if (missing.length) throw new Error(`contract/resources.ts: no collection offers the import of ${missing.join(', ')}`);
  return Object.fromEntries(targets) as Record<ImportKind, ImportTarget>;
}

/** A header as matched: lower case, accents and punctuation other than ' and - folded to single spaces. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s.:/()]+/g, ' ')
    .trim();
}

/** The field a header names, or null. */
export function fieldOfHeader(kind: ImportKind, header: string): string | null {
  const wanted = normalizeHeader(header);
  if (!wanted) return null;
  for (const field of IMPORT_FIELDS[kind]) {
    if (normalizeHeader(field.name) === wanted || field.aliases.some((a) => normalizeHeader(a) === wanted)) return field.name;
  }
  return null;
}

/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

// Issue 32: a workbook is a zip, a few hundred kilobytes of which may unpack to gigabytes; its
// unpacked size is bounded as it is read (docs/decisions-i32-imports.md says why these numbers).

/** The most a workbook's parts may unpack to, all together: a 50 MB CSV's data is about that much XML. */
export const IMPORT_MAX_WORKBOOK_BYTES = 256 * 1024 * 1024;
/** The most a workbook's shared strings (every distinct text, held in memory while the sheet is read) may unpack to. */
export const IMPORT_MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;
/** The most characters a workbook's cell may hold: Excel's own limit. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
/** The most columns a file may have: each is echoed in every report. */
export const IMPORT_MAX_COLUMNS = 1000;
/** The longest text a report echoes from a file (a header, a previewed value, a value inside a message); longer ones are cut. */
export const IMPORT_ECHO_CHARS = 200;

/** How many row errors a report lists (the rejected-rows CSV has them all). */
export const IMPORT_ERRORS_LISTED = 1000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Their schemas (the route's query, the report) are in contract/importSchemas.ts: the SPA's
// lists show an import button without building them (issue 21).
export type { ImportProgress, ImportReport } from './importSchemas';
