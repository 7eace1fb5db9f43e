import { constants, crc32, deflateRawSync } from 'node:zlib';

// Workbooks made by hand, byte by byte, for what no spreadsheet program writes: a shared string
// that unpacks to hundreds of megabytes, or a zip whose directory lies about its sizes.

export interface WorkbookPart {
  name: string;
  /** The part's XML, or its text as chunks repeated `times` (a bomb is built without holding it). */
  chunks: { text: string; times?: number }[];
  /** The uncompressed size the zip declares; the true one unless a test makes it lie. */
  declaredSize?: number;
}

/**
 * The part as one raw deflate stream, deflated a block of about 1 MB at a time: each block but
 * the last ends with a sync flush, on a byte boundary, so the blocks concatenate into one stream
 * and a bomb is never held whole.
 */
function deflated(part: WorkbookPart): { data: Buffer; crc: number; size: number } {
  const blocks = part.chunks.flatMap(({ text, times = 1 }) => {
    const perBlock = Math.max(1, Math.floor((1024 * 1024) / Math.max(1, text.length)));
    const texts: string[] = [];
    for (let left = times; left > 0; left -= perBlock) texts.push(text.repeat(Math.min(perBlock, left)));
    return texts;
  });
  let crc = 0;
  let size = 0;
  const data = blocks.map((block, i) => {
    const bytes = Buffer.from(block);
    crc = crc32(bytes, crc);
    size += bytes.length;
    return deflateRawSync(bytes, { level: 9, finishFlush: i < blocks.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH });
  });
  return { data: Buffer.concat(data), crc, size };
}

/** A zip of the parts, each deflated, with local headers, a central directory and its end record. */
export function zipOf(parts: WorkbookPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = deflated(part);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook of one worksheet whose cells A1, B1… are the shared strings 0, 1… (the header row),
 * and whose next rows are given as shared string indexes. `sharedStrings` gives the shared
 * strings part's chunks: `<si>` elements, as big as a test wants.
 */
export function handMadeWorkbook(opts: { sharedStrings: WorkbookPart['chunks']; rows: number[][]; declaredSharedStringsSize?: number }): Buffer {
  const column = (i: number) => String.fromCharCode(65 + i);
  const rows = opts.rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((index, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${index}</v></c>`).join('')}</row>`)
    .join('');
  return zipOf([
    {
      name: '[Content_Types].xml',
      chunks: [
        {
          text:
            `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
            '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
            '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
        },
      ],
    },
    { name: '_rels/.rels', chunks: [{ text: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` }] },
    {
      name: 'xl/workbook.xml',
      chunks: [{ text: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>` }],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: [
        {
          text:
            `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
            `<Relationship Id="rId2" Type="${OFFICE_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        },
      ],
    },
    { name: 'xl/sharedStrings.xml', chunks: [{ text: `${XML}<sst xmlns="${MAIN}">` }, ...opts.sharedStrings, { text: '</sst>' }], declaredSize: opts.declaredSharedStringsSize },
    { name: 'xl/worksheets/sheet1.xml', chunks: [{ text: `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>` }] },
  ]);
}
