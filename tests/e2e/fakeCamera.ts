import fs from 'node:fs';
import * as mupdf from 'mupdf';

// A camera for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M video
// whose frames show the first page of a label PDF, rendered by mupdf, as a printed label held
// in front of a phone. Grey only (the chroma planes neutral): scanners read contrast.

const WIDTH = 640;
const HEIGHT = 480;

/** Writes a three-frame 640 × 480 Y4M of the PDF's first page, centred on a light background. */
export function labelVideo(pdf: Buffer, file: string): void {
  const page = mupdf.Document.openDocument(pdf, 'application/pdf').loadPage(0);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height, channels, pixels] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getNumberOfComponents(), pixmap.getPixels()];
  if (width > WIDTH || height > HEIGHT) throw new Error(`the label (${width} × ${height} px) does not fit the ${WIDTH} × ${HEIGHT} frame`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - width) / 2);
  const top = Math.floor((HEIGHT - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      luma[(y + top) * WIDTH + x + left] = Math.round(16 + 0.257 * pixels[at] + 0.504 * pixels[at + 1] + 0.098 * pixels[at + 2]);
    }
  }
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 4, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
}
