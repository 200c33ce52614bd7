import { describe, expect, it } from 'vitest';
import { finalMatchKeys, matchFinals } from '../src/gallery/final-matching.js';

const file = (imageId: string, fileName: string) => ({ imageId, fileName });

describe('matching finals to the selected photos', () => {
  it('ignores the case and the extension', () => {
    const report = matchFinals([file('f1', 'img_0001.JPG'), file('f2', 'DSC_0002.jpeg')], [file('p1', 'IMG_0001.jpg'), file('p2', 'dsc_0002.JPG')]);
    expect(report.matched.map((match) => [match.final.imageId, match.selected.imageId])).toEqual([
      ['f1', 'p1'],
      ['f2', 'p2'],
    ]);
    expect(report.missing).toEqual([]);
    expect(report.extra).toEqual([]);
  });

  it.each([
    ['IMG_0001-Edit.jpg'],
    ['IMG_0001-edit.jpg'],
    ['IMG_0001-edit-2.jpg'],
    ['IMG_0001-Edit2.jpg'],
    ['IMG_0001_edit.jpg'],
    ['IMG_0001 (2).jpg'],
    ['IMG_0001(3).jpg'],
    ['IMG_0001-2.jpg'],
    ['IMG_0001-Edit-2 (3).jpg'],
    ['img_0001-EDIT.JPG'],
  ])('takes the editing suffix off %s', (name) => {
    const report = matchFinals([file('f', name)], [file('p', 'IMG_0001.CR2.jpg'), file('q', 'IMG_0001.jpg')]);
    expect(report.matched).toEqual([{ final: file('f', name), selected: file('q', 'IMG_0001.jpg') }]);
  });

  it('never takes a camera counter for a suffix, and prefers the exact name', () => {
    // "IMG_0001" is a camera name: the underscore and number stay.
    expect(finalMatchKeys('IMG_0001.jpg')).toEqual(['img_0001']);
    // A proof really named with a hyphen and a number matches itself before the shorter name.
    const report = matchFinals([file('f', 'boda-12.jpg')], [file('p1', 'boda.jpg'), file('p2', 'boda-12.jpg')]);
    expect(report.matched[0]?.selected.imageId).toBe('p2');
    // A long hyphenated counter is part of the name.
    expect(matchFinals([file('f', 'DSC-1234.jpg')], [file('p', 'DSC.jpg')]).extra).toHaveLength(1);
  });

  it('reports the selected photos without a final and the finals of no selected photo', () => {
    const report = matchFinals(
      [file('f1', 'A-Edit.jpg'), file('f2', 'A-Edit-2.jpg'), file('f3', 'Z.jpg')],
      [file('p1', 'a.jpg'), file('p2', 'b.jpg')],
    );
    // Two edits of one photo both deliver it.
    expect(report.matched.map((match) => match.final.imageId)).toEqual(['f1', 'f2']);
    expect(report.missing).toEqual([file('p2', 'b.jpg')]);
    expect(report.extra).toEqual([file('f3', 'Z.jpg')]);
  });

  it('allows a delivery without a selection: every final is extra, nothing is missing', () => {
    const report = matchFinals([file('f1', 'a.jpg')], []);
    expect(report).toEqual({ matched: [], missing: [], extra: [file('f1', 'a.jpg')] });
  });
});
