// picture-source.js: turns an image file the reader picks into a local picture for the pieces,
// cropped to the board's shape.
//
// The file never leaves the browser: it is decoded here, drawn to a canvas and handed back as a
// blob: URL. Cropping to the picture area's proportions keeps each piece undistorted whatever the
// photo's shape, since the pieces slice the picture with background-position.

import { msg, verbatim } from '../i18n/i18n.js';

const MAX_SIDE_PX = 1200;

// A file that could not be used: its `words` are the message the element shows.
const failure = (key, file) =>
  Object.assign(new Error(key), { words: msg(key, { file: verbatim(file.name) }) });

export async function pictureFromFile(file, columns, rows) {
  if (!file.type.startsWith('image/')) {
    throw failure('picture.notImage', file);
  }
  let bitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw failure('picture.unreadable', file);
  }
  try {
    const target = columns / rows;
    const source = bitmap.width / bitmap.height;
    // The largest centred rectangle of the target proportions.
    const cropWidth = source > target ? bitmap.height * target : bitmap.width;
    const cropHeight = source > target ? bitmap.height : bitmap.width / target;
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(cropWidth, cropHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(cropWidth * scale);
    canvas.height = Math.round(cropHeight * scale);
    canvas
      .getContext('2d')
      .drawImage(
        bitmap,
        (bitmap.width - cropWidth) / 2,
        (bitmap.height - cropHeight) / 2,
        cropWidth,
        cropHeight,
        0,
        0,
        canvas.width,
        canvas.height,
      );
    const blob = await new Promise((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(failure('picture.failed', file))),
        'image/jpeg',
        0.9,
      ),
    );
    return URL.createObjectURL(blob);
  } finally {
    bitmap.close();
  }
}
