import bidiFactory from 'bidi-js';

// One line of mixed-direction text for the PDF (issue 25): the Unicode Bidirectional Algorithm
// (bidi-js) resolves each character's level; the line is cut into runs of one level and one
// font, put in visual order (left to right) and given their x. The shaping engine (fontkit,
// through pdf-lib) reverses a run of a right-to-left script itself, after shaping it in logical
// order; any other run is handed over already in visual order (reversed and mirrored when it
// sits at an odd level, like a ': ' or '(' inside Arabic text).

const bidi = bidiFactory();

/** Scripts whose runs fontkit lays out right to left (it picks the script of the first letter). */
const SELF_REVERSING = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

interface LineRun<Font> {
  /** The text to hand to the font: visual order, unless `font` shapes a right-to-left script. */
  text: string;
  font: Font;
  /** The run's level is odd: it reads right to left. */
  isRtl: boolean;
  /** From the line's left edge. */
  x: number;
  /** Where the run starts in the text: drawing runs in this order keeps copied text in reading order. */
  start: number;
  width: number;
}

export interface LineLayout<Font> {
  /** Left to right as printed. */
  runs: LineRun<Font>[];
  width: number;
}

export interface LineFonts<Font> {
  /** The font that prints a character (a character no font has is replaced before). */
  fontOf(char: string): Font;
  /** Whether `font` has the character (a space or ':' stays in the font of the run it is in). */
  covers(char: string, font: Font): boolean;
  /** Whether the font shapes text itself (an embedded OpenType font), reversing RTL scripts. */
  isShaping(font: Font): boolean;
  /** The width of `text` as drawn in `font`. */
  widthOf(text: string, font: Font): number;
}

const reversed = (text: string) => [...text].reverse().join('');

/** Spaces and punctuation: they take the level of their neighbours, and may keep their font. */
const NEUTRAL_TYPES = new Set(['WS', 'ON', 'CS', 'ES', 'ET', 'S']);

/** Direction marks and isolates (Intl puts some in Arabic dates): they steer the order, not drawn. */
export const INVISIBLE_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/** Lays out `text` (one line, no line breaks) in a paragraph of `direction`. */
export function layoutLine<Font>(
  text: string,
  direction: 'ltr' | 'rtl',
  fonts: LineFonts<Font>,
): LineLayout<Font> {
  if (text === '') return { runs: [], width: 0 };
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const order = bidi.getReorderedIndices(text, embedding);

  // Consecutive characters (in visual order) that are neighbours in the text, of one level and
  // one font, make a run; its characters are kept in logical order here.
  const groups: { indices: number[]; font: Font; level: number }[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index]!;
    if (INVISIBLE_CONTROLS.test(char)) continue;
    const level = levels[index]!;
    const last = groups.at(-1);
    const isNext = last?.level === level && last.indices.at(-1)! + (level % 2 === 1 ? -1 : 1) === index;
    const isNeutral = NEUTRAL_TYPES.has(bidi.getBidiCharTypeName(char));
    const font = isNext && isNeutral && fonts.covers(char, last.font) ? last.font : fonts.fontOf(char);
    if (isNext && last.font === font) last.indices.push(index);
    else groups.push({ indices: [index], font, level });
  }

  const runs: LineRun<Font>[] = [];
  let x = 0;
  for (const { indices, font, level } of groups) {
    const visual = indices.map((index) => mirrored.get(index) ?? text[index]!).join('');
    const isRtl = level % 2 === 1;
    // A shaping font reverses a right-to-left script's run itself: hand it the logical order.
    const drawn = fonts.isShaping(font) && SELF_REVERSING.test(visual) ? reversed(visual) : visual;
    const width = fonts.widthOf(drawn, font);
    runs.push({ text: drawn, font, isRtl, x, width, start: Math.min(...indices) });
    x += width;
  }
  return { runs, width: x };
}

/** The direction of the first strong letter of `text` (like dir="auto"); null when it has none. */
export function paragraphDirection(text: string): 'ltr' | 'rtl' | null {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return null;
}

/** Breaks `text` into lines at most `maxWidth` wide (a longer word gets a line of its own). */
export function wrapText(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, '').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || widthOf(candidate) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
