import { describe, expect, it } from 'vitest';
import { baseNameOf, selectionBaseNames, selectionNamesText } from '../src/gallery/selection-names.js';

describe('selection file names for editing programs', () => {
  it('drops the extension only, keeping dots inside the name and a leading dot', () => {
    expect(baseNameOf('DSC_0001.jpg')).toBe('DSC_0001');
    expect(baseNameOf(' IMG_1.final.JPEG ')).toBe('IMG_1.final');
    expect(baseNameOf('sin-extension')).toBe('sin-extension');
    expect(baseNameOf('.oculto')).toBe('.oculto');
  });

  it('keeps selection order and the first of each name, without extension', () => {
    expect(selectionBaseNames(['B.jpg', 'A.jpg', 'B.png', 'C.heic', 'A.jpg'])).toEqual(['B', 'A', 'C']);
  });

  it('drops names that would be empty or would split a filter', () => {
    expect(selectionBaseNames(['.jpg', '  ', 'uno,dos.jpg', 'bien.jpg'])).toEqual(['.jpg', 'bien']);
    expect(selectionBaseNames(['', ' ', 'a,b.jpg'])).toEqual([]);
  });

  it('writes Lightroom Classic as commas, Capture One as spaces and the file one per line', () => {
    const files = ['DSC_0003.jpg', 'DSC_0001.jpg', 'DSC_0003.CR2'];
    expect(selectionNamesText(files, 'lightroom')).toEqual({ ok: true, text: 'DSC_0003,DSC_0001', count: 2 });
    expect(selectionNamesText(files, 'captureOne')).toEqual({ ok: true, text: 'DSC_0003 DSC_0001', count: 2 });
    expect(selectionNamesText(files, 'lines')).toEqual({ ok: true, text: 'DSC_0003\nDSC_0001\n', count: 2 });
  });

  it('says there is nothing to copy, or nothing valid, with the catalogue codes', () => {
    expect(selectionNamesText([], 'lightroom')).toEqual({ ok: false, code: 'sessions.no_selections_to_copy' });
    expect(selectionNamesText([' ', 'a,b.jpg'], 'captureOne')).toEqual({ ok: false, code: 'sessions.no_valid_names' });
  });
});
