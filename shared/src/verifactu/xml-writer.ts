// A small XML writer for the billing records: elements with text or child elements, text
// escaped, and no way to produce a document the AEAT's parser would reject (characters XML
// 1.0 forbids throw instead of being written). No dependency, so the browser can build the
// same XML the server stores.

export interface XmlElement {
  name: string;
  attributes?: Readonly<Record<string, string>>;
  /** Text content, or child elements (absent optional elements as `undefined`). */
  content: string | readonly (XmlElement | undefined)[];
}

/** An element; `undefined` children are left out, so optional AEAT fields read inline. */
export const xmlElement = (name: string, content: XmlElement['content'], attributes?: XmlElement['attributes']): XmlElement => ({
  name,
  content,
  ...(attributes ? { attributes } : {}),
});

// XML 1.0 Char production: tab, LF, CR and everything from U+0020 except surrogates alone and
// U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Whether XML 1.0 can carry the text at all (escaping cannot help a control character). */
export const isXmlText = (value: string): boolean => !FORBIDDEN.test(value);

export const escapeXml = (value: string): string => {
  if (!isXmlText(value)) throw new RangeError(`XML cannot carry this text: ${JSON.stringify(value)}`);
  return value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
};

const renderElement = (element: XmlElement, depth: number): string => {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  if (typeof element.content === 'string') return `${indent}<${element.name}${attributes}>${escapeXml(element.content)}</${element.name}>`;
  const children = element.content.filter((child): child is XmlElement => child !== undefined);
  if (children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  return [`${indent}<${element.name}${attributes}>`, ...children.map((child) => renderElement(child, depth + 1)), `${indent}</${element.name}>`].join('\n');
};

/** A whole UTF-8 document, indented by two spaces (whitespace only between elements). */
export const renderXmlDocument = (root: XmlElement): string => `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root, 0)}\n`;
