// picture-loader.js: whether a picture URL loads, asked once per URL for the whole page, so a
// missing picture costs one failed request and not one per piece.

const results = new Map(); // absolute URL -> Promise<boolean>

// url: absolute. Resolves true once the image has loaded, false if it cannot be (404, not an
// image).
export function pictureLoads(url) {
  if (!results.has(url)) {
    results.set(
      url,
      new Promise((resolve) => {
        const image = new Image();
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
        image.src = url;
      }),
    );
  }
  return results.get(url);
}
