import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { BarcodeReader } from './barcodeReader';

/** How often a frame is read while the camera is on. */
export const SCAN_INTERVAL_MS = 200;

type CameraProblem = 'unavailable' | 'denied' | 'not_found' | 'failed' | 'no_reader';
type CameraState = 'starting' | 'live' | CameraProblem;

/** Insecure pages (plain http on the shop's network) and jsdom have no camera API at all. */
const hasCameraApi = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not_found';
  return 'failed';
}

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

interface CameraScannerProps {
  /** While true the camera is on and read every SCAN_INTERVAL_MS; the parent turns it off once a code is in. */
  scanning: boolean;
  onCode: (code: string) => void;
  onScanAgain: () => void;
}

/**
 * The back camera in a <video>, read with the browser's BarcodeDetector or the zxing polyfill
 * (barcodeReader.ts, fetched on first use). The stream stops as soon as a code is read, when
 * `scanning` turns false, and when the page is left. Without a camera it says why, kindly: the
 * code field below it still works.
 */
export const CameraScanner = ({ scanning, onCode, onScanAgain }: CameraScannerProps) => {
  const translate = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(hasCameraApi() ? 'starting' : 'unavailable');
  // A retry after a failure: `scanning` is still true then, so this is what starts the camera again.
  const [attempt, setAttempt] = useState(0);
  const latestOnCode = useRef(onCode);
  useLayoutEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    if (!scanning || !hasCameraApi()) return;
    const video = videoRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      stopped = true;
      clearTimeout(timer);
      stop(stream);
      if (video) video.srcObject = null;
    };
    const readFrames = (reader: BarcodeReader) => {
      const tick = async () => {
        if (stopped || !video) return;
        // HAVE_CURRENT_DATA: a frame to read.
        if (video.readyState >= 2) {
          let code: string | undefined;
          try {
            code = (await reader.detect(video)).find((barcode) => barcode.rawValue.trim())?.rawValue.trim();
          } catch (error) {
            // A frame not ready is tried again; a reader that cannot run at all is said.
            if (!stopped && error instanceof Error && error.name === 'NotSupportedError') {
              release();
              setState('no_reader');
              return;
            }
          }
          if (stopped) return;
          if (code) {
            release();
            latestOnCode.current(code);
            return;
          }
        }
        timer = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      void tick();
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setState(problemOf(error));
        return;
      }
      if (stopped || !video) return stop(stream);
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let reader: BarcodeReader;
      try {
        reader = await import('./barcodeReader').then((module) => module.loadBarcodeReader());
      } catch {
        release();
        setState('no_reader');
        return;
      }
      if (stopped) return;
      setState('live');
      readFrames(reader);
    };
    void Promise.resolve().then(() => {
      if (!stopped) setState('starting');
      return start();
    });
    return release;
  }, [scanning, attempt]);

  const retry = () => {
    setState('starting');
    setAttempt((n) => n + 1);
    onScanAgain();
  };

  if (state !== 'starting' && state !== 'live') {
    return (
      <Alert severity={state === 'failed' ? 'warning' : 'info'} role="status">
        {translate(`app.scan.camera.${state}`)}
        {state === 'failed' && (
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" onClick={retry} sx={{ minHeight: 48 }}>
              {translate('app.scan.camera.scan_again')}
            </Button>
          </Box>
        )}
      </Alert>
    );
  }
  if (!scanning) {
    return (
      <Button variant="outlined" size="large" fullWidth startIcon={<QrCodeScannerIcon />} onClick={onScanAgain} sx={{ minHeight: 56 }}>
        {translate('app.scan.camera.scan_again')}
      </Button>
    );
  }
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'common.black',
        aspectRatio: '4 / 3',
        maxHeight: '45vh',
        width: '100%',
      }}
    >
      <video
        ref={videoRef}
        aria-label={translate('app.scan.camera.label')}
        muted
        playsInline
        autoPlay
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Box
        role="status"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'common.white',
          bgcolor: 'rgba(0, 0, 0, 0.55)',
        }}
      >
        {state === 'starting' && <CircularProgress size={18} color="inherit" aria-hidden />}
        <Typography variant="body2">{translate(state === 'starting' ? 'app.scan.camera.starting' : 'app.scan.camera.live')}</Typography>
      </Box>
    </Box>
  );
};
