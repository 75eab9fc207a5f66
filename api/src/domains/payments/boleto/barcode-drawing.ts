import bwipjs from 'bwip-js/node';

/**
 * The boleto's Interleaved 2 of 5 bars, drawn as vectors into a pdfkit page: bwip-js (maintained,
 * pure JavaScript) encodes the 44 digits and renders SVG; its stroked paths are replayed here,
 * scaled to the box, so the bars stay sharp at any print resolution.
 */
export function drawInterleaved2of5(
  doc: PDFKit.PDFDocument,
  digits: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const svg = bwipjs.toSVG({ bcid: 'interleaved2of5', text: digits, height: 13, includetext: false });
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('bwip-js answered an SVG without a viewBox');
  const [sx, sy] = [box.width / Number(viewBox[1]), box.height / Number(viewBox[2])];
  doc.save();
  doc.translate(box.x, box.y).scale(sx, sy);
  for (const path of svg.matchAll(/<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g)) {
    doc
      .path(path[2] ?? '')
      .lineWidth(Number(path[1]))
      .strokeColor('#000000')
      .stroke();
  }
  doc.restore();
}
