import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules of a QR code as one SVG path, one 1×1 square per module. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET * 2, d: parts.join('') };
}

/** A QR code drawn as SVG (no canvas, no image request), dark on light so cameras read it. */
export function QrCode(props: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(props.value), [props.value]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={props.label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className="qr-light" />
      <path d={d} className="qr-dark" />
    </svg>
  );
}
