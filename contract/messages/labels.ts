import type { Texts } from './texts';

// Label sheets and scanning a code (issue 20).

const en = {
  // Label sheets (issue 20)
  labels_whole_number: '{name} must be a whole number from {min} to {max}',
  labels_number_list: '{name} must be a comma-separated list of whole numbers',
  labels_too_many_ids: 'At most {max} ids at a time',
  labels_layout: 'layout must be one of {layouts}',
  labels_price_flag: 'price must be 0 or 1',
  labels_quantity_per_id: 'quantities must give one number per id',
  labels_rack_selector: 'Give exactly one of ids, warehouse_id or room_id',
  labels_too_many: 'One PDF holds at most {max} labels; this one would have {n}. Print them in parts.',
  labels_no_racks: 'There are no racks in {place}',
  labels_not_qr: '{text} cannot be printed as a QR code',
  labels_not_code128: '{text} cannot be printed as a Code 128 barcode',
  labels_code128_too_long: '{code} is too long to scan as Code 128 on {layout} labels',
  // Scanning a code (issue 20)
  scan_no_match: 'Nothing matches the code "{code}"',
  scan_several_racks: 'Several racks have the code "{code}": scan the rack\'s label, which carries its path',
} as const;

const fr: Texts<typeof en> = {
  labels_whole_number: '{name} doit être un nombre entier de {min} à {max}',
  labels_number_list: '{name} doit être une liste de nombres entiers séparés par des virgules',
  labels_too_many_ids: '{max} identifiants au plus à la fois',
  labels_layout: 'layout doit être l’une des valeurs {layouts}',
  labels_price_flag: 'price doit valoir 0 ou 1',
  labels_quantity_per_id: 'quantities doit donner un nombre par identifiant',
  labels_rack_selector: 'Donnez exactement un seul de ids, warehouse_id ou room_id',
  labels_too_many: 'Un PDF contient au plus {max} étiquettes ; celui-ci en aurait {n}. Imprimez-les en plusieurs fois.',
  labels_no_racks: 'Il n’y a aucun casier dans {place}',
  labels_not_qr: '{text} ne peut pas être imprimé en code QR',
  labels_not_code128: '{text} ne peut pas être imprimé en code-barres Code 128',
  labels_code128_too_long: '{code} est trop long pour être lu en Code 128 sur des étiquettes {layout}',
  scan_no_match: 'Rien ne correspond au code « {code} »',
  scan_several_racks: 'Plusieurs casiers ont le code « {code} » : scannez l’étiquette du casier, qui porte son chemin',
};

export const labels = { en, fr };
