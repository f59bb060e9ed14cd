import { describe, expect, it } from 'vitest';
import { classify, countPdfPages, readSheet, scoreSession, sniffContentType } from '.';
import { makeJpegHeader, makePdf, makePng } from './test-files';

describe('identity-check sniffing', () => {
  it('tells the type from the bytes, not the name', () => {
    expect(sniffContentType(makePdf(1))).toBe('application/pdf');
    expect(sniffContentType(makePng(10, 10))).toBe('image/png');
    expect(sniffContentType(makeJpegHeader(10, 10))).toBe('image/jpeg');
    expect(sniffContentType(new TextEncoder().encode('hello, not a pdf'))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });

  it('counts PDF pages and reads image dimensions', () => {
    expect(countPdfPages(makePdf(3))).toBe(3);
    expect(readSheet(makePng(1200, 800))).toMatchObject({ width: 1200, height: 800, readable: true });
    expect(readSheet(makeJpegHeader(640, 480))).toMatchObject({ width: 640, height: 480, readable: true });
    expect(readSheet(makePdf(2))).toMatchObject({ pages: 2, readable: true });
  });

  it('finds a truncated file unreadable', () => {
    const png = makePng(1200, 800);
    expect(readSheet(png.subarray(0, png.length - 20))?.readable).toBe(false);
    const pdf = makePdf(1);
    expect(readSheet(pdf.subarray(0, 60))?.readable).toBe(false);
  });
});

describe('identity-check analyser', () => {
  const png = (w: number, h: number) => readSheet(makePng(w, h))!;
  it('classifies by name words and pages', () => {
    expect(classify('cni-recto.png', png(10, 10))).toEqual({ type: 'STATE_ID', subType: 'STATE_ID_RECTO' });
    expect(classify('Carte identité.pdf', readSheet(makePdf(2))!).subType).toBe('STATE_ID_RECTO_VERSO');
    expect(classify('passeport.jpg', png(10, 10)).type).toBe('PASSPORT');
    expect(classify('permis.png', png(10, 10)).subType).toBe('DRIVING_LICENCE_{token}');
    expect(classify('holiday.png', png(10, 10)).type).toBe('OTHER');
  });

  it('scores HIGH, MEDIUM and LOW by the smallest image side', () => {
    const doc = (w: number, h: number) => ({
      id: '1',
      type: 'PASSPORT',
      subType: 'PASSPORT',
      status: 'UPLOADED',
      sheets: [{ fileName: 'p.png' }],
      facts: [png(w, h)],
    });
    expect(scoreSession([doc(1200, 1000)]).scoreRange).toBe('HIGH');
    expect(scoreSession([doc(800, 600)]).scoreRange).toBe('MEDIUM');
    expect(scoreSession([doc(400, 300)]).scoreRange).toBe('LOW');
    expect(scoreSession([]).scoreRange).toBe('LOW');
  });
});
