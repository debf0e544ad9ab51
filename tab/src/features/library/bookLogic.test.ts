import { companyToday } from '../../lib/dates';
import { ApiError } from '../../lib/api';
import { addDays, addImages, attachmentsBody, bookSaveError, chooseCover, extendProblem, extendWindow, isBookImage, orderWindow, removeImage, type FormImage } from './bookLogic';

const img = (key: string, extra: Partial<FormImage> = {}): FormImage => ({ key, name: `${key}.png`, src: `data:${key}`, data: key, is_cover: false, ...extra });

describe('library date windows (spec 3 §5, §9)', () => {
  it('counts today in the company zone', () => {
    expect(companyToday('Europe/Vilnius', new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    expect(companyToday('UTC', new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-26');
  });

  it('orders until at most 60 days from today; extends 1 to 14 days after the planned date', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(orderWindow('2026-11-26')).toEqual({ min: '2026-11-26', last: '2027-01-25' });
    expect(extendWindow('2026-12-01')).toEqual({ min: '2026-12-02', max: '2026-12-15' });
    expect(extendProblem('2026-12-01', '2026-12-01')).toBe('early');
    expect(extendProblem('2026-12-02', '2026-12-01')).toBeUndefined();
    expect(extendProblem('2026-12-15', '2026-12-01')).toBeUndefined();
    expect(extendProblem('2026-12-16', '2026-12-01')).toBe('late');
  });
});

describe('book images (spec 3 §5)', () => {
  it('takes jpeg, jpg and png under 10,000,000 bytes only', () => {
    expect(isBookImage({ name: 'a.JPG', size: 10, type: 'image/jpeg' })).toBe(true);
    expect(isBookImage({ name: 'a.jpeg', size: 9_999_999, type: '' })).toBe(true);
    expect(isBookImage({ name: 'cover', size: 10, type: 'image/png' })).toBe(true);
    expect(isBookImage({ name: 'a.png', size: 10_000_000, type: 'image/png' })).toBe(false);
    expect(isBookImage({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(false);
    expect(isBookImage({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe(false);
  });

  it('makes the first image of an empty list the cover, keeps a chosen cover, moves it when the cover is removed', () => {
    const first = addImages([], [img('a'), img('b')]).images;
    expect(first.map((i) => i.is_cover)).toEqual([true, false]);
    const chosen = chooseCover(addImages(first, [img('c')]).images, 'c');
    expect(chosen.map((i) => [i.key, i.is_cover])).toEqual([['a', false], ['b', false], ['c', true]]);
    expect(removeImage(chosen, 'c').map((i) => i.is_cover)).toEqual([true, false]);
    expect(addImages([], Array.from({ length: 21 }, (_, n) => img(`i${n}`)))).toMatchObject({ tooMany: true });
  });

  it('sends stored images by id and uploads with name and data', () => {
    const list = [img('id-4', { id: 4, data: undefined }), img('n', { is_cover: true })];
    expect(attachmentsBody(list)).toEqual([{ id: 4, is_cover: false }, { name: 'n.png', data: 'n', is_cover: true }]);
  });
});

it('says a refused image name clash as duplicate_book_image_name with the file; other refusals stay as they are', () => {
  const clash = bookSaveError(new ApiError(400, 'bad_file_type', { message: 'bad_file_type', file: 'cover.png', reason: 'duplicate' }));
  expect(clash).toMatchObject({ status: 400, code: 'duplicate_book_image_name', body: { file: 'cover.png' } });
  const type = new ApiError(400, 'bad_file_type', { message: 'Bad file type is provided.', file: 'x.gif', reason: 'type' });
  expect(bookSaveError(type)).toBe(type);
});
