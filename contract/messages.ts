// The one catalogue of the messages the API and the shared Zod schemas write: validation under a
// field, the error of an answer. Schemas and services keep writing English; the English text is
// the key (a `{name}` stands for a value), and `translateMessage` gives the same message in
// another locale. The server answers in the language of Accept-Language; the SPA translates a
// client-side Zod message through the same catalogue (src/providers/i18nProvider.ts).

export const MESSAGE_LOCALES = ['en', 'fr'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** English, as schemas and services write it. */
const en = {
  // contract/zodConfig.ts and the field rules of the schemas
  required: 'Required',
  must_be_number: 'Must be a number',
  must_be_text: 'Must be text',
  must_be_yes_no: 'Must be yes or no',
  at_most_characters: 'At most {max} characters',
  at_least_characters: 'At least {min} characters',
  at_most: 'At most {max}',
  at_least: 'At least {min}',
  at_most_decimals: 'At most {n} decimals',
  at_most_decimals_one: 'At most {n} decimal',
  at_most_lines: 'At most {max} lines',
  at_most_lines_in_all: 'At most {max} lines in all',
  too_large: 'Too large',
  whole_numbers: 'Whole numbers only',
  zero_or_more: 'Must be 0 or more',
  more_than_zero: 'Must be more than 0',
  not_zero: 'Must not be 0',
  valid_email: 'Enter a valid email address',
  enter_date: 'Enter a date',
  choose_status: 'Choose a status',
  choose_unit: 'Choose a unit',
  choose_reason: 'Choose a reason',
  choose_priority: 'Choose a priority',
  unknown_permission: 'Unknown permission',
  unknown_currency: 'Unknown currency code',
  add_a_line: 'Add at least one line',
  nothing_to_order: 'Nothing to order',
  receive_one_line: 'Enter a quantity to receive on at least one line',
  another_rack: 'Choose another rack than the source',
  product_on_line: 'This product is already on line {line}',
  code_characters: 'Letters, digits and - only',
  sku_characters: 'Letters, digits and . _ / - only',
  phone_characters: 'Digits, spaces and + ( ) . - only',
  version_required: 'The version the record was read at is required',
  password_common: 'This password is too common. Choose another one.',
  passwords_differ: 'The two passwords differ',
  // Zod's own English, where a schema gives no message of its own
  zod_invalid_input: 'Invalid input',
  zod_invalid_email: 'Invalid email address',
  zod_invalid_type: 'Invalid input: expected {type_expected}, received {type_received}',
  zod_invalid_option: 'Invalid option: expected one of {options}',
  zod_too_big_text: 'Too big: expected string to have <={max} characters',
  zod_too_small_text: 'Too small: expected string to have >={min} characters',
  zod_too_big_items: 'Too big: expected array to have <={max} items',
  zod_too_small_items: 'Too small: expected array to have >={min} items',
  zod_too_big_number: 'Too big: expected number to be <={max}',
  zod_too_small_number: 'Too small: expected number to be >={min}',
  zod_positive_number: 'Too small: expected number to be >{min}',
  zod_unrecognized_key: 'Unrecognized key: {key}',
  zod_unrecognized_keys: 'Unrecognized keys: {keys}',
  // server/errors.ts, server/plugins/errors.ts and what every collection shares
  fields_not_valid: 'Some fields are not valid',
  not_found: 'Not found',
  no_record_with_id: 'No record with id "{id}"',
  query_not_valid: 'The query is not valid',
  server_error: 'Something went wrong on the server. It has been logged.',
  duplicate_record: 'A record with these values already exists',
  linked_records: 'This record is linked to records that do not exist or still refer to it',
  out_of_range: 'A value is out of the allowed range',
  wrong_format: 'A value has the wrong format',
  nul_character: 'A text contains a character that cannot be stored (U+0000)',
  changed_concurrently: 'The record was being changed at the same time; try again',
  locked_by_change: 'The record is locked by another change; try again',
  stale_version: 'Someone else changed this record after you opened it. Reload it and make your change again.',
  record_in_use: 'This record is still used by other records (stock, orders or documents), so it cannot be deleted.',
  body_not_json: 'The request body is not valid JSON',
  csrf_mismatch: 'CSRF token mismatch. Reload the page and try again.',
  no_permission: 'You do not have permission to do this.',
  // Sessions and accounts
  invalid_login: 'These credentials do not match our records.',
  session_ended: 'Your session has ended. Please sign in again.',
  session_locked: 'The session is locked. Enter your password to unlock it.',
  account_no_longer_active: 'Your account is no longer active.',
  account_pending: 'Your account is waiting for an administrator to activate it.',
  account_disabled: 'Your account is disabled. Ask an administrator.',
  dealer_inactive: 'This dealer account is inactive. Contact us to reactivate it.',
  wrong_password: 'Wrong password',
  too_many_sign_ins_one: 'Too many failed sign-in attempts. Try again in {n} minute.',
  too_many_sign_ins: 'Too many failed sign-in attempts. Try again in {n} minutes.',
  reset_link_invalid: 'This reset link is invalid or has expired. Ask for a new one.',
  reset_link_invalid_short: 'This reset link is invalid or has expired.',
  active_user_needs_role: 'An active user needs a role',
  disable_own_account: 'You cannot disable your own account.',
  delete_own_account: 'You cannot delete your own account.',
  last_role_manager: 'No active user would be left who can manage roles. Give manage_roles to the role of another active user first.',
  // Privilege is never gained sideways (DESIGN.md §3, issue 32)
  own_role: 'You cannot change your own role. Ask another administrator.',
  user_beyond_your_permissions: '{name} holds permissions you do not have ({permissions}): only someone who holds them all can change this account.',
  role_to_give_beyond_your_permissions: 'You cannot give the role "{role}": it holds permissions you do not have ({permissions}).',
  role_beyond_your_permissions: 'The role "{role}" holds permissions you do not have ({permissions}): only someone who holds them all can change it.',
  permissions_beyond_yours: 'You cannot give permissions you do not hold: {permissions}.',
  portal_email_first: 'Set the portal login email first',
  no_portal_email: 'The dealer has no portal login email',
  // Records that must exist, and unique values
  product_missing: 'This product does not exist',
  rack_missing: 'This rack does not exist',
  room_missing: 'This room does not exist',
  warehouse_missing: 'This warehouse does not exist',
  dealer_missing: 'This dealer does not exist',
  supplier_missing: 'This supplier does not exist',
  supplier_inactive: 'This supplier is not active',
  category_missing: 'This category does not exist',
  parent_category_missing: 'This parent category does not exist',
  role_missing: 'This role does not exist',
  role_name_taken: 'Another role already has this name',
  user_email_taken: 'Another user already has this email',
  sku_taken: 'Another product already has this SKU',
  category_name_taken: 'Another category already has this name',
  warehouse_code_taken: 'Another warehouse already has this code',
  room_code_taken: 'This warehouse already has a room with this code',
  rack_code_taken: 'This room already has a rack with this code',
  portal_email_taken: 'Another dealer already signs in with this email',
  category_own_parent: 'A category cannot be its own parent',
  category_cycle: 'A category cannot be placed under one of its own subcategories',
  // Documents and stock
  rack_not_in_adjustment_warehouse: "This rack is not in the adjustment's warehouse",
  rack_not_in_warehouse: 'This rack is not in {warehouse}',
  choose_destination_rack: 'Choose the rack it goes to',
  choose_pick_rack: 'Choose the rack each line is picked from',
  line_not_on: 'This line is not on {number}',
  out_of_stock: 'Out of stock',
  only_available: 'Only {n} available',
  only_available_one: 'Only {n} available',
  more_than_available: 'Some lines ask for more than is available',
  no_longer_sold: '{sku} is no longer sold',
  dealer_cannot_order: '{dealer} is inactive and cannot order',
  already_status: '{number} is already {status}.',
  cannot_move: '{number} is {status} and cannot be moved to {status_to}.',
  cannot_move_options: '{number} is {status} and cannot be moved to {status_to}. From {status_from} it can go to {statuses}.',
  already_in_status: '{number} is already {status}.',
  draft_only_delete: '{number} is {status}; only a draft can be deleted.',
  draft_only_delete_cancel: '{number} is {status}; only a draft can be deleted. Cancel it instead.',
  draft_only_change: '{number} is {status}; only a draft can be changed.',
  pending_only_change: '{number} is {status}; only a pending order can be changed.',
  receive_once_ordered: '{number} is {status}; goods can be received only once it is ordered.',
  no_longer_change: '{number} is {status} and can no longer change.',
  adjustment_no_longer_change: '{number} is {status} and can no longer change. Correct it with another adjustment.',
  // Stocktakes (issue 20)
  room_not_in_warehouse: 'This room is not in {warehouse}',
  count_start_draft: '{number} is {status}; only a draft can be started.',
  count_not_counting: '{number} is {status}; counts are recorded only while it is being counted.',
  count_post_counting: '{number} is {status}; only a count being counted can be posted.',
  count_rack_outside: 'This rack is outside {scope}, the scope of {number}',
  count_product_outside: 'This product is not one of the products {number} counts',
  count_line_too_large: 'This would make the line\'s count {n}, more than {max}',
  orders_kept: 'Orders are kept for the record: cancel {number} instead of deleting it.',
  not_enough_stock: 'Not enough stock of {sku} in {rack}: {n} units on hand, {wanted} to take.',
  not_enough_stock_one: 'Not enough stock of {sku} in {rack}: {n} unit on hand, {wanted} to take.',
  line_failed: 'Line {line}: {message}',
  cannot_dispatch: 'Cannot dispatch {number}: {message}',
  key_in_use: 'The first request with this Idempotency-Key is still being processed',
  key_reused: 'This Idempotency-Key was already used for a different request',
  key_format: 'Idempotency-Key must be 1-200 letters, digits or . _ : -',
  // Lists and records asked for
  no_resource_with_id: 'No {resource} with id {id}',
  no_row_with_id: 'No {resource} row with id {id}',
  no_route: 'No route {method} {url}',
  cannot_sort: 'Cannot sort {resource} by "{field}"',
  cannot_filter: 'Cannot filter {resource} by "{field}"',
  cannot_search: 'Cannot search {resource}: filter it by its fields instead',
  filter_invalid: 'Filter {key} has an invalid value',
  filter_too_many: 'Filter {key} lists too many values',
  filter_q_text: 'Filter q must be text',
  sort_shape: 'sort must be ["field", "ASC" | "DESC"]',
  // Records kept because others depend on them ({count…}: "3 racks", "1 product")
  category_has_products: 'Cannot delete the category "{name}": it has {count}. Move them to another category first.',
  category_has_children: 'Cannot delete the category "{name}": it has {count}.',
  warehouse_has_rooms: 'Cannot delete the warehouse "{name}": it has {count}. Remove them first.',
  room_holds_stock: 'Cannot delete the room "{name}": its racks hold stock.',
  room_has_racks: 'Cannot delete the room "{name}": it has {count}. Remove them first.',
  rack_holds_stock: 'Cannot delete the rack "{name}": it holds {count} of {count_products}.',
  role_has_users: 'Cannot delete the role "{name}": {count} it. Give them another role first.',
  supplier_has_products: 'Cannot delete the supplier "{name}": it is the preferred supplier of {count}. Set its status to inactive instead.',
  user_has_history: 'Cannot delete {name}: the change history refers to their work. Disable the account instead.',
  // Workshop and orders
  work_recorded: '{number} has work recorded against it; cancel it instead of deleting it.',
  job_card_open: '{number} cannot be completed: job card not done ({list}).',
  job_cards_open: '{number} cannot be completed: {count} not done ({list}).',
  time_or_parts_recorded: '{number} has time or parts recorded; it can no longer be deleted.',
  parts_done: '{number} is done; its parts can no longer change.',
  return_more_than_used: '{number} used {n} of {sku} from {rack}; it cannot return {wanted}.',
  only_free: 'Only {n} of {sku} are free: the rest is reserved for confirmed orders.',
  not_enough_to_confirm: 'Not enough stock to confirm {number}: {detail}.',
  pick_line_not_on: 'Line {line} is not on {number}',
  pick_quantity: 'Line {line} ({sku}) needs {n} picked, not {got}',
  pick_quantity_one: 'Line {line} ({sku}) needs {n} picked, not {got}',
  reorder_line_full: '{number} already has {n}; one line holds at most {max}',
  // Imports (issue 19)
  import_no_column: 'No column is read as {field}',
  import_also_on_row: 'Also on row {row}',
  import_no_category: 'No category is named "{name}"',
  import_no_parent: 'The parent category "{name}" is not found: it must exist or come earlier in the file',
  import_no_supplier: 'No supplier has this name or email',
  import_several_suppliers_email: 'Several suppliers have this name; give the email',
  import_no_product: 'No product has this SKU',
  import_no_supplier_name: 'No supplier has this name',
  import_no_dealer_name: 'No dealer has this name',
  import_no_category_name: 'No category has this name',
  import_several_suppliers: 'Several suppliers have this name; change them in the app',
  import_several_dealers: 'Several dealers have this name; change them in the app',
  import_several_records: 'Several records have this name; change them in the app',
  import_no_record: 'No record has this name',
  import_no_warehouse: 'No warehouse has the code {code}',
  import_no_room: 'No room has the code {code}',
  import_no_rack_code: 'No rack has the code {code}',
  import_no_rack: 'No rack has this path',
  import_several_racks: 'Several racks have this code; give its path (warehouse / room / rack)',
  import_no_stock_to_update: 'There is no stock of this product on this rack to update',
  import_too_large_mb: 'The file is larger than {size}, the most an import reads.',
  import_file_type: 'Send the file as CSV (text/csv) or Excel (.xlsx).',
  import_not_utf8: 'The file is not valid UTF-8 (near row {row}). Save it as "CSV UTF-8" and import it again.',
  import_encoding: 'The file\'s text encoding is not recognised. Save it as "CSV UTF-8" and import it again.',
  import_no_header: 'The file has no header row.',
  import_not_xlsx: 'The file is not a readable Excel workbook (.xlsx).',
  import_unknown_field: 'Unknown field "{field}" for column "{header}"',
  import_two_columns: 'Two columns are read as {field}: "{a}" and "{b}". Leave one of them out.',
  import_map_json: 'map is not valid JSON',
  import_map_shape: 'map must be a JSON object from column headers to field names',
  import_changed_meanwhile: 'Another change was saved while the file was imported. Import the file again.',
  import_cancelled: 'The import was cancelled',
  import_quote_not_closed: 'Row {row}: a quoted value is never closed (a " is missing).',
  import_row_too_long: 'Row {row}: the row is longer than {n} characters; a quote is probably not closed.',
  import_row_too_long_one: 'Row {row}: the row is longer than {n} character; a quote is probably not closed.',
  import_row_unreadable: 'Row {row}: the row cannot be read as CSV.',
  import_locations_rooms: 'Importing locations makes rooms and racks too: it needs the permission to manage rooms.',
  // Imports (issue 32)
  import_workbook_too_large: 'The workbook unpacks to more than {size}, the most an import reads. Split it into smaller files.',
  import_texts_too_large: "The workbook's texts unpack to more than {size}, the most an import reads. Split it into smaller files.",
  import_cell_too_long: 'A cell of the workbook holds more than {max} characters, the most an import reads in one cell.',
  import_cell_too_long_row: 'Row {row}: a cell holds more than {max} characters, the most an import reads in one cell.',
  import_too_many_columns: 'The file has more than {max} columns, the most an import reads. Leave out the columns that are not imported.',
  import_busy: 'Another import of yours is still running. Wait for it to end, or cancel it, then try again.',
  import_error_column: 'Error',
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
  // The client's own failures (SPEC.md §8), shown in the person's language
  client_network_error: 'Network Error',
  client_aborted: 'Request aborted',
  client_timeout: 'timeout of {ms}ms exceeded',
  client_status: 'Request failed with status code {code}',
  // Notes the services write in a document's history (issue 32): stored in English, shown in the reader's language
  received_units: 'Received {count}',
  work_started: 'Work started on a job card',
  stocktake_note: 'Stocktake {number}',
} as const;

export type MessageKey = keyof typeof en;

/** French: the same keys, the same `{name}` values. */
const fr: Record<MessageKey, string> = {
  required: 'Obligatoire',
  must_be_number: 'Doit être un nombre',
  must_be_text: 'Doit être un texte',
  must_be_yes_no: 'Doit être oui ou non',
  at_most_characters: '{max} caractères au plus',
  at_least_characters: '{min} caractères au moins',
  at_most: '{max} au plus',
  at_least: 'Au moins {min}',
  at_most_decimals: '{n} décimales au plus',
  at_most_decimals_one: '{n} décimale au plus',
  at_most_lines: '{max} lignes au plus',
  at_most_lines_in_all: '{max} lignes au plus en tout',
  too_large: 'Trop grand',
  whole_numbers: 'Nombres entiers uniquement',
  zero_or_more: 'Doit être 0 ou plus',
  more_than_zero: 'Doit être supérieur à 0',
  not_zero: 'Ne doit pas être 0',
  valid_email: 'Saisissez une adresse e-mail valide',
  enter_date: 'Saisissez une date',
  choose_status: 'Choisissez un statut',
  choose_unit: 'Choisissez une unité',
  choose_reason: 'Choisissez un motif',
  choose_priority: 'Choisissez une priorité',
  unknown_permission: 'Permission inconnue',
  unknown_currency: 'Code de devise inconnu',
  add_a_line: 'Ajoutez au moins une ligne',
  nothing_to_order: 'Rien à commander',
  receive_one_line: 'Saisissez une quantité à recevoir sur au moins une ligne',
  another_rack: 'Choisissez un autre casier que celui de départ',
  product_on_line: 'Ce produit est déjà sur la ligne {line}',
  code_characters: 'Lettres, chiffres et - uniquement',
  sku_characters: 'Lettres, chiffres et . _ / - uniquement',
  phone_characters: 'Chiffres, espaces et + ( ) . - uniquement',
  version_required: 'La version à laquelle la fiche a été lue est obligatoire',
  password_common: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  passwords_differ: 'Les deux mots de passe diffèrent',
  zod_invalid_input: 'Saisie non valide',
  zod_invalid_email: 'Adresse e-mail non valide',
  zod_invalid_type: 'Saisie non valide : {type_expected} attendu, {type_received} reçu',
  zod_invalid_option: 'Choix non valide : une valeur parmi {options} attendue',
  zod_too_big_text: '{max} caractères au plus',
  zod_too_small_text: '{min} caractères au moins',
  zod_too_big_items: '{max} éléments au plus',
  zod_too_small_items: '{min} éléments au moins',
  zod_too_big_number: '{max} au plus',
  zod_too_small_number: 'Au moins {min}',
  zod_positive_number: 'Doit être supérieur à {min}',
  zod_unrecognized_key: 'Clé inconnue : {key}',
  zod_unrecognized_keys: 'Clés inconnues : {keys}',
  fields_not_valid: 'Certains champs ne sont pas valides',
  not_found: 'Introuvable',
  no_record_with_id: 'Aucune fiche avec l’identifiant « {id} »',
  query_not_valid: 'La requête n’est pas valide',
  server_error: 'Une erreur s’est produite sur le serveur. Elle a été enregistrée.',
  duplicate_record: 'Une fiche avec ces valeurs existe déjà',
  linked_records: 'Cette fiche est liée à des fiches qui n’existent pas ou qui y font encore référence',
  out_of_range: 'Une valeur est hors des limites permises',
  wrong_format: 'Une valeur n’a pas le bon format',
  nul_character: 'Un texte contient un caractère qui ne peut pas être enregistré (U+0000)',
  changed_concurrently: 'La fiche était modifiée au même moment ; réessayez',
  locked_by_change: 'La fiche est verrouillée par une autre modification ; réessayez',
  stale_version: 'Quelqu’un d’autre a modifié cette fiche après que vous l’avez ouverte. Rechargez-la et refaites votre modification.',
  record_in_use: 'Cette fiche est encore utilisée par d’autres (stock, commandes ou documents) : elle ne peut pas être supprimée.',
  body_not_json: 'Le corps de la requête n’est pas un JSON valide',
  csrf_mismatch: 'Jeton anti-falsification invalide. Rechargez la page et réessayez.',
  no_permission: 'Vous n’avez pas la permission de faire ceci.',
  invalid_login: 'Ces identifiants ne correspondent à aucun compte.',
  session_ended: 'Votre session est terminée. Reconnectez-vous.',
  session_locked: 'La session est verrouillée. Saisissez votre mot de passe pour la déverrouiller.',
  account_no_longer_active: 'Votre compte n’est plus actif.',
  account_pending: 'Votre compte attend son activation par un administrateur.',
  account_disabled: 'Votre compte est désactivé. Adressez-vous à un administrateur.',
  dealer_inactive: 'Ce compte revendeur est inactif. Contactez-nous pour le réactiver.',
  wrong_password: 'Mot de passe incorrect',
  too_many_sign_ins_one: 'Trop de tentatives de connexion échouées. Réessayez dans {n} minute.',
  too_many_sign_ins: 'Trop de tentatives de connexion échouées. Réessayez dans {n} minutes.',
  reset_link_invalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
  reset_link_invalid_short: 'Ce lien de réinitialisation n’est pas valide ou a expiré.',
  active_user_needs_role: 'Un utilisateur actif doit avoir un rôle',
  disable_own_account: 'Vous ne pouvez pas désactiver votre propre compte.',
  delete_own_account: 'Vous ne pouvez pas supprimer votre propre compte.',
  last_role_manager: 'Plus aucun utilisateur actif ne pourrait gérer les rôles. Donnez d’abord manage_roles au rôle d’un autre utilisateur actif.',
  own_role: 'Vous ne pouvez pas changer votre propre rôle. Demandez à un autre administrateur.',
  user_beyond_your_permissions: '{name} détient des permissions que vous n’avez pas ({permissions}) : seul quelqu’un qui les détient toutes peut modifier ce compte.',
  role_to_give_beyond_your_permissions: 'Vous ne pouvez pas donner le rôle « {role} » : il détient des permissions que vous n’avez pas ({permissions}).',
  role_beyond_your_permissions: 'Le rôle « {role} » détient des permissions que vous n’avez pas ({permissions}) : seul quelqu’un qui les détient toutes peut le modifier.',
  permissions_beyond_yours: 'Vous ne pouvez pas donner des permissions que vous ne détenez pas : {permissions}.',
  portal_email_first: 'Renseignez d’abord l’e-mail de connexion au portail',
  no_portal_email: 'Le revendeur n’a pas d’e-mail de connexion au portail',
  product_missing: 'Ce produit n’existe pas',
  rack_missing: 'Ce casier n’existe pas',
  room_missing: 'Cette salle n’existe pas',
  warehouse_missing: 'Cet entrepôt n’existe pas',
  dealer_missing: 'Ce revendeur n’existe pas',
  supplier_missing: 'Ce fournisseur n’existe pas',
  supplier_inactive: 'Ce fournisseur n’est pas actif',
  category_missing: 'Cette catégorie n’existe pas',
  parent_category_missing: 'Cette catégorie parente n’existe pas',
  role_missing: 'Ce rôle n’existe pas',
  role_name_taken: 'Un autre rôle porte déjà ce nom',
  user_email_taken: 'Un autre utilisateur a déjà cet e-mail',
  sku_taken: 'Un autre produit a déjà ce SKU',
  category_name_taken: 'Une autre catégorie porte déjà ce nom',
  warehouse_code_taken: 'Un autre entrepôt a déjà ce code',
  room_code_taken: 'Cet entrepôt a déjà une salle avec ce code',
  rack_code_taken: 'Cette salle a déjà un casier avec ce code',
  portal_email_taken: 'Un autre revendeur se connecte déjà avec cet e-mail',
  category_own_parent: 'Une catégorie ne peut pas être son propre parent',
  category_cycle: 'Une catégorie ne peut pas être placée sous l’une de ses sous-catégories',
  rack_not_in_adjustment_warehouse: 'Ce casier n’est pas dans l’entrepôt de l’ajustement',
  rack_not_in_warehouse: 'Ce casier n’est pas dans {warehouse}',
  choose_destination_rack: 'Choisissez le casier de destination',
  choose_pick_rack: 'Choisissez le casier où chaque ligne est prélevée',
  line_not_on: 'Cette ligne n’est pas sur {number}',
  out_of_stock: 'En rupture de stock',
  only_available: 'Seulement {n} disponibles',
  only_available_one: 'Seulement {n} disponible',
  more_than_available: 'Certaines lignes demandent plus que le disponible',
  no_longer_sold: '{sku} n’est plus vendu',
  dealer_cannot_order: '{dealer} est inactif et ne peut pas commander',
  already_status: '{number} est déjà {status}.',
  cannot_move: '{number} est {status} et ne peut pas passer à {status_to}.',
  cannot_move_options: '{number} est {status} et ne peut pas passer à {status_to}. Depuis {status_from}, il peut passer à {statuses}.',
  already_in_status: '{number} est déjà {status}.',
  draft_only_delete: '{number} est {status} ; seul un brouillon peut être supprimé.',
  draft_only_delete_cancel: '{number} est {status} ; seul un brouillon peut être supprimé. Annulez-le plutôt.',
  draft_only_change: '{number} est {status} ; seul un brouillon peut être modifié.',
  pending_only_change: '{number} est {status} ; seule une commande en attente peut être modifiée.',
  receive_once_ordered: '{number} est {status} ; la marchandise ne peut être reçue qu’une fois commandée.',
  no_longer_change: '{number} est {status} et ne peut plus changer.',
  adjustment_no_longer_change: '{number} est {status} et ne peut plus changer. Corrigez-le par un autre ajustement.',
  room_not_in_warehouse: 'Cette salle n’est pas dans {warehouse}',
  count_start_draft: '{number} est {status} ; seul un brouillon peut être commencé.',
  count_not_counting: '{number} est {status} ; les comptages ne s’enregistrent que pendant l’inventaire.',
  count_post_counting: '{number} est {status} ; seul un inventaire en comptage peut être validé.',
  count_rack_outside: 'Ce casier est hors de {scope}, le périmètre de {number}',
  count_product_outside: 'Ce produit ne fait pas partie des produits que {number} compte',
  count_line_too_large: 'Le comptage de la ligne passerait à {n}, au-delà de {max}',
  orders_kept: 'Les commandes sont conservées : annulez {number} au lieu de la supprimer.',
  not_enough_stock: 'Stock insuffisant de {sku} dans {rack} : {n} unités en stock, {wanted} à prélever.',
  not_enough_stock_one: 'Stock insuffisant de {sku} dans {rack} : {n} unité en stock, {wanted} à prélever.',
  line_failed: 'Ligne {line} : {message}',
  cannot_dispatch: 'Impossible d’expédier {number} : {message}',
  key_in_use: 'La première requête avec cette Idempotency-Key est encore en cours',
  key_reused: 'Cette Idempotency-Key a déjà servi pour une autre requête',
  key_format: 'L’Idempotency-Key doit compter 1 à 200 lettres, chiffres ou . _ : -',
  no_resource_with_id: 'Aucun {resource} avec l’identifiant {id}',
  no_row_with_id: 'Aucune ligne {resource} avec l’identifiant {id}',
  no_route: 'Aucune route {method} {url}',
  cannot_sort: 'Impossible de trier {resource} par « {field} »',
  cannot_filter: 'Impossible de filtrer {resource} par « {field} »',
  cannot_search: 'Impossible de chercher dans {resource} : filtrez par ses champs',
  filter_invalid: 'Le filtre {key} a une valeur non valide',
  filter_too_many: 'Le filtre {key} liste trop de valeurs',
  filter_q_text: 'Le filtre q doit être un texte',
  sort_shape: 'sort doit être ["champ", "ASC" | "DESC"]',
  category_has_products: 'Impossible de supprimer la catégorie « {name} » : elle a {count}. Déplacez-les d’abord dans une autre catégorie.',
  category_has_children: 'Impossible de supprimer la catégorie « {name} » : elle a {count}.',
  warehouse_has_rooms: 'Impossible de supprimer l’entrepôt « {name} » : il a {count}. Supprimez-les d’abord.',
  room_holds_stock: 'Impossible de supprimer la salle « {name} » : ses casiers contiennent du stock.',
  room_has_racks: 'Impossible de supprimer la salle « {name} » : elle a {count}. Supprimez-les d’abord.',
  rack_holds_stock: 'Impossible de supprimer le casier « {name} » : il contient {count} de {count_products}.',
  role_has_users: 'Impossible de supprimer le rôle « {name} » : {count} ce rôle. Donnez-leur d’abord un autre rôle.',
  supplier_has_products: 'Impossible de supprimer le fournisseur « {name} » : c’est le fournisseur préféré de {count}. Passez plutôt son statut à inactif.',
  user_has_history: 'Impossible de supprimer {name} : l’historique des modifications renvoie à son travail. Désactivez plutôt le compte.',
  work_recorded: '{number} a du travail enregistré ; annulez-le au lieu de le supprimer.',
  job_card_open: '{number} ne peut pas être terminé : fiche d’intervention non faite ({list}).',
  job_cards_open: '{number} ne peut pas être terminé : {count} non faites ({list}).',
  time_or_parts_recorded: '{number} a du temps ou des pièces enregistrés ; il ne peut plus être supprimé.',
  parts_done: '{number} est fait ; ses pièces ne peuvent plus changer.',
  return_more_than_used: '{number} a utilisé {n} de {sku} depuis {rack} ; il ne peut pas en rendre {wanted}.',
  only_free: 'Seulement {n} de {sku} sont libres : le reste est réservé pour des commandes confirmées.',
  not_enough_to_confirm: 'Stock insuffisant pour confirmer {number} : {detail}.',
  pick_line_not_on: 'La ligne {line} n’est pas sur {number}',
  pick_quantity: 'La ligne {line} ({sku}) demande {n} unités prélevées, pas {got}',
  pick_quantity_one: 'La ligne {line} ({sku}) demande {n} unité prélevée, pas {got}',
  reorder_line_full: '{number} a déjà {n} ; une ligne contient au plus {max}',
  import_no_column: 'Aucune colonne n\'est lue comme {field}',
  import_also_on_row: 'Aussi à la ligne {row}',
  import_no_category: 'Aucune catégorie ne s\'appelle « {name} »',
  import_no_parent: 'La catégorie parente « {name} » est introuvable : elle doit exister ou venir plus haut dans le fichier',
  import_no_supplier: 'Aucun fournisseur n\'a ce nom ou cet e-mail',
  import_several_suppliers_email: 'Plusieurs fournisseurs ont ce nom ; indiquez l\'e-mail',
  import_no_product: 'Aucun produit n\'a ce SKU',
  import_no_supplier_name: 'Aucun fournisseur n\'a ce nom',
  import_no_dealer_name: 'Aucun revendeur n\'a ce nom',
  import_no_category_name: 'Aucune catégorie n\'a ce nom',
  import_several_suppliers: 'Plusieurs fournisseurs ont ce nom ; modifiez-les dans l\'application',
  import_several_dealers: 'Plusieurs revendeurs ont ce nom ; modifiez-les dans l\'application',
  import_several_records: 'Plusieurs fiches ont ce nom ; modifiez-les dans l\'application',
  import_no_record: 'Aucune fiche n\'a ce nom',
  import_no_warehouse: 'Aucun entrepôt n\'a le code {code}',
  import_no_room: 'Aucune salle n\'a le code {code}',
  import_no_rack_code: 'Aucun rayonnage n\'a le code {code}',
  import_no_rack: 'Aucun rayonnage n\'a ce chemin',
  import_several_racks: 'Plusieurs rayonnages ont ce code ; indiquez son chemin (entrepôt / salle / rayonnage)',
  import_no_stock_to_update: 'Il n\'y a pas de stock de ce produit sur ce rayonnage à mettre à jour',
  import_too_large_mb: 'Le fichier dépasse {size}, le maximum qu\'un import lit.',
  import_file_type: 'Envoyez le fichier en CSV (text/csv) ou Excel (.xlsx).',
  import_not_utf8: 'Le fichier n\'est pas en UTF-8 valide (vers la ligne {row}). Enregistrez-le en « CSV UTF-8 » et importez-le à nouveau.',
  import_encoding: 'L\'encodage du texte du fichier n\'est pas reconnu. Enregistrez-le en « CSV UTF-8 » et importez-le à nouveau.',
  import_no_header: 'Le fichier n\'a pas de ligne d\'en-tête.',
  import_not_xlsx: 'Le fichier n\'est pas un classeur Excel lisible (.xlsx).',
  import_unknown_field: 'Champ inconnu « {field} » pour la colonne « {header} »',
  import_two_columns: 'Deux colonnes sont lues comme {field} : « {a} » et « {b} ». Écartez l\'une d\'elles.',
  import_map_json: 'map n\'est pas un JSON valide',
  import_map_shape: 'map doit être un objet JSON des en-têtes de colonnes vers les champs',
  import_changed_meanwhile: 'Une autre modification a été enregistrée pendant l\'import. Importez le fichier à nouveau.',
  import_cancelled: 'L\'import a été annulé',
  import_quote_not_closed: 'Ligne {row} : une valeur entre guillemets n\'est jamais fermée (il manque un ").',
  import_row_too_long: 'Ligne {row} : la ligne dépasse {n} caractères ; un guillemet n\'est sans doute pas fermé.',
  import_row_too_long_one: 'Ligne {row} : la ligne dépasse {n} caractère ; un guillemet n\'est sans doute pas fermé.',
  import_row_unreadable: 'Ligne {row} : la ligne ne peut pas être lue comme du CSV.',
  import_locations_rooms: 'Importer des emplacements crée aussi des salles et des rayonnages : il faut la permission de gérer les salles.',
  import_workbook_too_large: 'Le classeur dépasse {size} une fois décompressé, le maximum qu’un import lit. Découpez-le en plusieurs fichiers.',
  import_texts_too_large: 'Les textes du classeur dépassent {size} une fois décompressés, le maximum qu’un import lit. Découpez-le en plusieurs fichiers.',
  import_cell_too_long: 'Une cellule du classeur contient plus de {max} caractères, le maximum qu’un import lit dans une cellule.',
  import_cell_too_long_row: 'Ligne {row} : une cellule contient plus de {max} caractères, le maximum qu’un import lit dans une cellule.',
  import_too_many_columns: 'Le fichier a plus de {max} colonnes, le maximum qu’un import lit. Retirez les colonnes qui ne sont pas importées.',
  import_busy: 'Un autre de vos imports est en cours. Attendez qu’il se termine, ou annulez-le, puis réessayez.',
  import_error_column: 'Erreur',
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
  client_network_error: 'Erreur réseau : le serveur n’a pas répondu',
  client_aborted: 'Requête interrompue',
  client_timeout: 'Pas de réponse en {ms} ms',
  client_status: 'La requête a échoué (code {code})',
  received_units: 'Reçu : {count}',
  work_started: 'Travail commencé sur une fiche d’intervention',
  stocktake_note: 'Inventaire {number}',
};

/** The status words a `{status…}` value is written with (underscores as spaces), in each locale. */
const enStatuses = {
  draft: 'draft',
  ordered: 'ordered',
  partially_received: 'partially received',
  received: 'received',
  cancelled: 'cancelled',
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  dispatched: 'dispatched',
  delivered: 'delivered',
  open: 'open',
  in_progress: 'in progress',
  on_hold: 'on hold',
  completed: 'completed',
  closed: 'closed',
  done: 'done',
  posted: 'posted',
  counting: 'being counted',
} as const;

const frStatuses: Record<keyof typeof enStatuses, string> = {
  draft: 'brouillon',
  ordered: 'commandé',
  partially_received: 'reçu en partie',
  received: 'reçu',
  cancelled: 'annulé',
  pending: 'en attente',
  confirmed: 'confirmé',
  processing: 'en préparation',
  dispatched: 'expédié',
  delivered: 'livré',
  open: 'ouvert',
  in_progress: 'en cours',
  on_hold: 'en pause',
  completed: 'terminé',
  closed: 'clos',
  done: 'fait',
  posted: 'validé',
  counting: 'en comptage',
};

/** The names of value types in Zod's own messages (`{type…}`). */
const enTypes = { string: 'string', number: 'number', boolean: 'boolean', object: 'object', array: 'array', null: 'null', undefined: 'undefined', date: 'date' } as const;

const frTypes: Record<keyof typeof enTypes, string> = {
  string: 'texte',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'liste',
  null: 'null',
  undefined: 'rien',
  date: 'date',
};

/** What a `{count…}` value counts, singular and plural ("1 rack", "3 racks"). */
const enNouns = {
  product: ['product', 'products'],
  subcategory: ['subcategory', 'subcategories'],
  room: ['room', 'rooms'],
  rack: ['rack', 'racks'],
  unit: ['unit', 'units'],
  user: ['user has', 'users have'],
  job_card: ['job card', 'job cards'],
} as const;

const frNouns: Record<keyof typeof enNouns, readonly [string, string]> = {
  product: ['produit', 'produits'],
  subcategory: ['sous-catégorie', 'sous-catégories'],
  room: ['salle', 'salles'],
  rack: ['casier', 'casiers'],
  unit: ['unité', 'unités'],
  user: ['utilisateur a', 'utilisateurs ont'],
  job_card: ['fiche d’intervention', 'fiches d’intervention'],
};

type Words = 'statuses' | 'types';

/** Every locale's catalogue: the locale-parity test reads it. */
export const MESSAGE_CATALOGUE: Record<
  MessageLocale,
  {
    messages: Record<MessageKey, string>;
    statuses: Record<keyof typeof enStatuses, string>;
    types: Record<keyof typeof enTypes, string>;
    nouns: Record<keyof typeof enNouns, readonly [string, string]>;
  }
> = {
  en: { messages: en, statuses: enStatuses, types: enTypes, nouns: enNouns },
  fr: { messages: fr, statuses: frStatuses, types: frTypes, nouns: frNouns },
};

const nounByEnglish = new Map<string, keyof typeof enNouns>(
  Object.entries(enNouns).flatMap(([name, forms]) => forms.map((form) => [form, name as keyof typeof enNouns] as const)),
);

const pluralRules = new Map<MessageLocale, Intl.PluralRules>();

/** Whether `locale` writes `n` things in the singular: 1 in English; 0 and 1 (and 1.5) in French. */
export function isSingular(locale: MessageLocale, n: number): boolean {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n) === 'one';
}

/** "3 racks" in `locale`; undefined for a count of something the catalogue does not know. */
function translateCount(value: string, locale: MessageLocale): string | undefined {
  const match = /^(\d+) (.+)$/.exec(value);
  const name = match && nounByEnglish.get(match[2]);
  if (!match || !name) return undefined;
  const n = Number(match[1]);
  return `${n} ${MESSAGE_CATALOGUE[locale].nouns[name][isSingular(locale, n) ? 0 : 1]}`;
}

/**
 * A message with a `_one` form takes it or the other by `locale`'s rule for `{n}`, whichever form
 * the English matched: "0 units on hand" is "0 unité en stock" in French.
 */
function pluralForm(key: MessageKey, n: string | number | undefined, locale: MessageLocale): MessageKey {
  const base = key.replace(/_one$/, '');
  const one = `${base}_one`;
  const count = typeof n === 'number' ? n : Number(String(n ?? '').replace(/,/g, ''));
  if (!(one in en) || n === undefined || Number.isNaN(count)) return key;
  return (isSingular(locale, count) ? one : base) as MessageKey;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

/**
 * What a value may be, by its name: `{n}` a number as the services write it ("1,000,000"), `{number}`
 * a document's number ("PO-000012"); anything else any text. A person's note that only starts like
 * a message ("Stocktake of aisle 3") is then not taken for one.
 */
const valuePattern = (name: string) => (name === 'n' ? '(-?\\d[\\d,.]*)' : name === 'number' ? '([A-Z][A-Z0-9]*-\\d+)' : '(.+?)');

/** English templates with a value, most literal text first, so "… {n} units …" wins over "Line {line}: {message}". */
const templates: Template[] = (Object.keys(en) as MessageKey[])
  .filter((key) => en[key].includes('{'))
  .map((key) => {
    const names = [...en[key].matchAll(PLACEHOLDER)].map((m) => m[1]);
    const source = en[key]
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? valuePattern(part) : escapeRegExp(part)))
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => en[b.key].replace(PLACEHOLDER, '').length - en[a.key].replace(PLACEHOLDER, '').length);

const exact = new Map<string, MessageKey>((Object.keys(en) as MessageKey[]).filter((key) => !en[key].includes('{')).map((key) => [en[key], key]));
const byEnglish = (table: Record<string, string>) => new Map(Object.entries(table).map(([name, words]) => [words, name]));
const namesOf: Record<Words, Map<string, string>> = { statuses: byEnglish(enStatuses), types: byEnglish(enTypes) };

/** `locale`'s words for a status or type written in English ("in progress"); a list joined with " or " word by word. */
function translateWords(table: Words, words: string, locale: MessageLocale): string {
  const or = locale === 'fr' ? ' ou ' : ' or ';
  const translated = MESSAGE_CATALOGUE[locale][table] as Record<string, string>;
  return words
    .split(' or ')
    .map((word) => {
      const name = namesOf[table].get(word);
      return name ? translated[name] : word;
    })
    .join(or);
}

const fill = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/** The catalogue's message for `key` in `locale` (its `_one` form or not, by `{n}`), its `{name}` filled from `values`. */
export function message(key: MessageKey, locale: MessageLocale = 'en', values: Record<string, string | number> = {}): string {
  return fill(MESSAGE_CATALOGUE[locale].messages[pluralForm(key, values.n, locale)], Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
}

/**
 * An English message of the catalogue in `locale`; any other text (a name, a message already
 * translated, one the catalogue lacks) comes back as it is.
 */
export function translateMessage(text: string, locale: string): string {
  const target = toMessageLocale(locale);
  if (target === 'en' || !text) return text;
  const key = exact.get(text);
  if (key) return MESSAGE_CATALOGUE[target].messages[key];
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    let countsKnown = true;
    template.names.forEach((name, i) => {
      const value = match[i + 1];
      if (name.startsWith('status')) values[name] = translateWords('statuses', value, target);
      else if (name.startsWith('type')) values[name] = translateWords('types', value, target);
      else if (name.startsWith('count')) {
        const count = translateCount(value, target);
        if (count === undefined) countsKnown = false;
        else values[name] = count;
      } else if (name === 'message') values[name] = translateMessage(value, target);
      else values[name] = value;
    });
    // "Received damaged goods" only starts like "Received {count}": not that message.
    if (!countsKnown) continue;
    return fill(MESSAGE_CATALOGUE[target].messages[pluralForm(template.key, values.n, target)], values);
  }
  return text;
}

/** A locale of the catalogue from a locale tag ("fr-CA" → "fr"); English otherwise. */
export function toMessageLocale(tag: string | undefined | null): MessageLocale {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (MESSAGE_LOCALES as readonly string[]).includes(language) ? (language as MessageLocale) : 'en';
}

/** The catalogue's locale an Accept-Language header prefers most ("fr-FR,fr;q=0.9,en;q=0.8" → "fr"); English when none. */
export function localeOfAcceptLanguage(header: string | undefined): MessageLocale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter(({ tag, q }) => tag && q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    if ((MESSAGE_LOCALES as readonly string[]).includes(language)) return language as MessageLocale;
  }
  return 'en';
}
