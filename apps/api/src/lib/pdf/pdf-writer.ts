import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

export type TPdfColumn = { label: string; width: number; align?: 'left' | 'right' };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
type TPalette = { ink: RGB; muted: RGB; rule: RGB; band: RGB };
/** Characters outside the WinAnsi set of the standard fonts, with a printable stand-in. */
const REPLACEMENTS: Record<string, string> = { '\u202f': ' ', '\u2009': ' ', '\u2212': '-', '\u2011': '-' };
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard PDF fonts can draw (Intl puts narrow no-break spaces in French numbers). */
export function printable(text: string): string {
  return [...text]
    .map(
      (char) => REPLACEMENTS[char] ?? (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char) ? char : '?'),
    )
    .join('');
}

/**
 * A small flowing-layout writer over pdf-lib: headings, paragraphs, label/value lines and tables
 * that break across pages, with the page number in each footer.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly size: { width: number; height: number },
    private readonly footer: string,
    private readonly colour: TPalette,
  ) {
    this.addPage();
  }

  static async create(meta: { title: string; lang: string; footer: string; landscape?: boolean }) {
    // pdf-lib is loaded with the first document, not with the server (a start does not need it).
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    const colour: TPalette = {
      ink: rgb(0.13, 0.16, 0.22),
      muted: rgb(0.4, 0.43, 0.48),
      rule: rgb(0.82, 0.84, 0.87),
      band: rgb(0.93, 0.95, 0.97),
    };
    const doc = await PDFDocument.create();
    doc.setTitle(printable(meta.title), { showInWindowTitleBar: true });
    doc.setLanguage(meta.lang);
    doc.setAuthor('Nomina');
    doc.setProducer('Nomina');
    const size = meta.landscape ? { width: A4.height, height: A4.width } : A4;
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(doc, regular, bold, size, printable(meta.footer), colour);
  }

  get contentWidth() {
    return this.size.width - 2 * MARGIN;
  }

  private addPage() {
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.y = this.size.height - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.addPage();
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const result: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) > width && line) {
          result.push(line);
          line = word;
        } else line = candidate;
      }
      result.push(line);
    }
    return result;
  }

  heading(text: string, size = 16) {
    this.ensure(size * 2);
    this.y -= size;
    this.page.drawText(printable(text), {
      x: MARGIN,
      y: this.y,
      size,
      font: this.bold,
      color: this.colour.ink,
    });
    this.y -= size * 0.6;
  }

  paragraph(text: string, options: { size?: number; muted?: boolean } = {}) {
    const size = options.size ?? 10;
    for (const line of this.lines(text, this.regular, size, this.contentWidth)) {
      this.ensure(size * 1.5);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font: this.regular,
        color: options.muted ? this.colour.muted : this.colour.ink,
      });
    }
    this.y -= size * 0.6;
  }

  /** Label and value pairs on two columns. */
  fields(pairs: [string, string][]) {
    for (const [label, value] of pairs) {
      this.ensure(16);
      this.y -= 14;
      this.page.drawText(printable(label), {
        x: MARGIN,
        y: this.y,
        size: 9.5,
        font: this.regular,
        color: this.colour.muted,
      });
      this.page.drawText(printable(value), {
        x: MARGIN + 190,
        y: this.y,
        size: 9.5,
        font: this.bold,
        color: this.colour.ink,
      });
    }
    this.y -= 10;
  }

  /** A table whose column widths are fractions of the content width; the header repeats on each page. */
  table(columns: TPdfColumn[], rows: string[][], size = 8.5) {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.contentWidth);
    const rowHeight = size * 1.9;
    const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
      this.ensure(rowHeight);
      this.y -= rowHeight;
      if (shaded)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y,
          width: this.contentWidth,
          height: rowHeight,
          color: this.colour.band,
        });
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const width = widths[index]!;
        let text = printable(cell);
        while (text.length > 1 && font.widthOfTextAtSize(text, size) > width - 6)
          text = `${text.slice(0, -2)}…`;
        const textWidth = font.widthOfTextAtSize(text, size);
        const left = columns[index]!.align === 'right' ? x + width - 3 - textWidth : x + 3;
        this.page.drawText(text, {
          x: left,
          y: this.y + rowHeight * 0.32,
          size,
          font,
          color: this.colour.ink,
        });
        x += width;
      });
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.contentWidth, y: this.y },
        thickness: 0.5,
        color: this.colour.rule,
      });
    };
    const header = columns.map((column) => column.label);
    drawRow(header, this.bold, true);
    rows.forEach((row) => {
      if (this.y - rowHeight < MARGIN + 20) {
        this.addPage();
        drawRow(header, this.bold, true);
      }
      drawRow(row, this.regular, false);
    });
    this.y -= 12;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = `${this.footer} — ${index + 1} / ${pages.length}`;
      page.drawText(text, {
        x: MARGIN,
        y: MARGIN / 2,
        size: 7.5,
        font: this.regular,
        color: this.colour.muted,
      });
    });
    return this.doc.save();
  }
}
