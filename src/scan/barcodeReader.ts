// The wasm of the very zxing-wasm release barcode-detector was built against (its own nested
// copy, not the app's top-level one): Vite serves it from our origin, so no CDN is ever asked.
import zxingReaderWasmUrl from '../../node_modules/barcode-detector/node_modules/zxing-wasm/dist/reader/zxing_reader.wasm?url';
import type { BarcodeFormat } from 'barcode-detector/ponyfill';

/** What a camera frame is read with: the browser's BarcodeDetector, or the same API over zxing. */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The rack labels carry QR codes, the product labels Code 128 (server/services/labels.ts); makers' boxes EAN/UPC. */
const LABEL_FORMATS: BarcodeFormat[] = ['qr_code', 'code_128'];
const OTHER_FORMATS: BarcodeFormat[] = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_39', 'data_matrix'];

async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as readonly string[]);
  if (!LABEL_FORMATS.every((format) => supported.includes(format))) return null;
  return new Native({ formats: [...LABEL_FORMATS, ...OTHER_FORMATS].filter((format) => supported.includes(format)) });
}

/** The polyfill is loaded only when the browser has no detector reading our labels (Safari, Firefox, desktop Linux). */
async function zxingReader(): Promise<BarcodeReader> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled now rather than on the first frame, so a wasm the page may not run (a CSP without
  // 'wasm-unsafe-eval') is a clear failure here instead of every frame failing quietly.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...LABEL_FORMATS, ...OTHER_FORMATS] });
}

let reader: Promise<BarcodeReader> | undefined;

/** One reader for the session: "Scan again" neither asks the browser again nor recompiles the wasm. */
export function loadBarcodeReader(): Promise<BarcodeReader> {
  reader ??= nativeReader()
    .then((native) => native ?? zxingReader())
    .catch((error: unknown) => {
      reader = undefined;
      throw error;
    });
  return reader;
}
