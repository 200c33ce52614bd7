import { UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import { effectiveLimits } from '@fotostudio/shared/plans';
import { describe, expect, it } from 'vitest';
import { checkSelection, HASH_BATCH, sha256Hex } from '../src/features/sessions/utils/image-selection';
import { chunksOf, requestTickets } from '../src/features/sessions/utils/ticket-requests';

interface FakeFile {
  name: string;
  type: string;
  size: number;
  /** What the fake hash answers: files with the same content are duplicates. */
  content: string;
}

const jpeg = (name: string, content = name): FakeFile => ({ name, type: 'image/jpeg', size: 1000, content });
const hashOf = async (file: FakeFile) => `sha-${file.content}`;
const problems = (checked: Awaited<ReturnType<typeof checkSelection<FakeFile>>>) => checked.map((entry) => entry.problem?.code ?? null);

describe('checking a selection of session images', () => {
  it('refuses a second copy of the same bytes in the selection, keeping the first', async () => {
    const checked = await checkSelection([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('a-copy.jpg', 'a.jpg')], { imageCount: 0, perSession: 2000, hash: hashOf });
    expect(problems(checked)).toEqual([null, null, 'files.duplicate_in_selection']);
    expect(checked[2]?.sha256).toBe('sha-a.jpg');
  });

  it("refuses other types and files over the plan's 50 MB without hashing them, and takes a camera export above 5 MB", async () => {
    const hashed: string[] = [];
    const checked = await checkSelection(
      [
        { name: 'doc.pdf', type: 'application/pdf', size: 10, content: 'x' },
        { ...jpeg('big.jpg'), size: effectiveLimits().uploadMaxBytes + 1 },
        jpeg('ok.jpg'),
        { ...jpeg('export.jpg'), size: UPLOAD_MAX_BYTES + 1 },
      ],
      {
        imageCount: 0,
        perSession: 2000,
        hash: async (file) => {
          hashed.push(file.name);
          return hashOf(file);
        },
      },
    );
    expect(problems(checked)).toEqual(['files.type_not_allowed', 'files.size_exceeded', null, null]);
    expect(hashed).toEqual(['ok.jpg', 'export.jpg']);
  });

  it('takes up to the per-selection limit and up to the room left in the session', async () => {
    const picked = Array.from({ length: 6 }, (_, index) => jpeg(`${index}.jpg`));
    const bySelection = await checkSelection(picked, { imageCount: 0, hash: hashOf, perSelection: 4, perSession: 100 });
    expect(problems(bySelection)).toEqual([null, null, null, null, 'files.limit_reached', 'files.limit_reached']);
    expect(bySelection[4]?.problem).toEqual({ code: 'files.limit_reached', limit: 4 });

    const bySession = await checkSelection(picked, { imageCount: 97, hash: hashOf, perSelection: 10, perSession: 100 });
    expect(problems(bySession)).toEqual([null, null, null, 'files.limit_reached', 'files.limit_reached', 'files.limit_reached']);
    expect(bySession[5]?.problem).toEqual({ code: 'files.limit_reached', limit: 100 });
  });

  it('does not let a duplicate use up the room of the session', async () => {
    const checked = await checkSelection([jpeg('a.jpg'), jpeg('again.jpg', 'a.jpg'), jpeg('b.jpg')], {
      imageCount: 98,
      hash: hashOf,
      perSelection: 10,
      perSession: 100,
    });
    expect(problems(checked)).toEqual([null, 'files.duplicate_in_selection', null]);
  });

  it('hashes a few files at a time and reports how many are done', async () => {
    let running = 0;
    let peak = 0;
    const reports: [number, number][] = [];
    const picked = Array.from({ length: 10 }, (_, index) => jpeg(`${index}.jpg`));
    await checkSelection(picked, {
      imageCount: 0,
      perSession: 2000,
      hash: async (file) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return hashOf(file);
      },
      onHashed: (done, total) => reports.push([done, total]),
    });
    expect(peak).toBe(HASH_BATCH);
    expect(reports.at(-1)).toEqual([10, 10]);
    expect(reports).toHaveLength(Math.ceil(10 / HASH_BATCH));
  });

  it('hashes bytes as SHA-256 in lower-case hex', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('asking tickets for a selection', () => {
  it('asks perRequest files a call, matches answers by SHA-256 and marks a failed call on its files only', async () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    const items = Array.from({ length: 5 }, (_, index) => ({ sha256: `s${index}` }));
    const calls: string[][] = [];
    const outcomes = await requestTickets(
      items,
      async (chunk) => {
        calls.push(chunk.map((item) => item.sha256));
        if (chunk[0]?.sha256 === 's2') throw new Error('network');
        // Answered in another order than asked.
        return { tickets: [...chunk].reverse().map((item) => ({ sha256: item.sha256, ok: true })) };
      },
      undefined,
      2,
    );
    expect(calls).toEqual([['s0', 's1'], ['s2', 's3'], ['s4']]);
    expect(outcomes.map((outcome) => [outcome.item.sha256, outcome.ticket?.sha256 ?? null, outcome.error === null])).toEqual([
      ['s0', 's0', true],
      ['s1', 's1', true],
      ['s2', null, false],
      ['s3', null, false],
      ['s4', 's4', true],
    ]);
  });
});
