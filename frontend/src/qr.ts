// A QR code of the LAN URL, drawn as one SVG path (lean-qr computes the modules).

import { generate } from "lean-qr";
import { html, svg, nothing, type TemplateResult } from "lit";

/** The module path of a QR code for `text` ("M x y h1 v1 h-1z" per dark module), and its size. */
export function qrPath(text: string): { size: number; d: string } | null {
  if (!text) return null;
  try {
    const code = generate(text);
    let d = "";
    for (let y = 0; y < code.size; y++) {
      for (let x = 0; x < code.size; x++) {
        if (code.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
      }
    }
    return { size: code.size, d };
  } catch {
    return null;
  }
}

export function qrCode(text: string, label: string): TemplateResult | typeof nothing {
  const q = qrPath(text);
  if (!q) return nothing;
  const pad = 2;
  const s = q.size + pad * 2;
  return html`<figure class="qr">
    <svg viewBox="${-pad} ${-pad} ${s} ${s}" role="img" aria-label=${label + ": " + text} shape-rendering="crispEdges">
      ${svg`<rect x=${-pad} y=${-pad} width=${s} height=${s} fill="#fff"/><path d=${q.d} fill="#000"/>`}
    </svg>
    <figcaption>${label}<br /><span class="url">${text}</span></figcaption>
  </figure>`;
}
