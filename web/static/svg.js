// Making SVG elements.

const NS = "http://www.w3.org/2000/svg";

/** An SVG element `name` with attributes `attrs` and, if given, text. */
export function el(name, attrs = {}, text) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}
