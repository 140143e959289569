#ifndef GIFSEARCH_CTESSERACT_SHIM_H
#define GIFSEARCH_CTESSERACT_SHIM_H

/* Tesseract's C API, loaded with dlopen when OCR is first asked for rather than linked: the
 * library and what it needs (leptonica, libarchive, cairo, ICU through libxml2) would otherwise
 * be loaded by every start of gifsearch and be required by its package, for a feature only
 * `folder` uses. Its header gives the functions' types; each is looked up by name. */

#include <dlfcn.h>
#include <tesseract/capi.h>

#define GIFSEARCH_TESSERACT_FUNCTION(name) __typeof__(name) *_Nonnull name

/* The functions of the C API gifsearch calls, by their own names. */
typedef struct {
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPICreate);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIDelete);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPISetVariable);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIInit3);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPISetPageSegMode);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIEnd);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPISetImage);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPISetSourceResolution);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIClear);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIRecognize);
    GIFSEARCH_TESSERACT_FUNCTION(TessBaseAPIGetIterator);
    GIFSEARCH_TESSERACT_FUNCTION(TessResultIteratorDelete);
    GIFSEARCH_TESSERACT_FUNCTION(TessResultIteratorGetUTF8Text);
    GIFSEARCH_TESSERACT_FUNCTION(TessResultIteratorConfidence);
    GIFSEARCH_TESSERACT_FUNCTION(TessResultIteratorNext);
    GIFSEARCH_TESSERACT_FUNCTION(TessDeleteText);
} GifsearchTesseract;

/* Loads libtesseract.so.5 and its functions; NULL when the library or one of them is missing.
 * Call it once (the Swift side keeps the answer). */
static inline const GifsearchTesseract *gifsearch_tesseract_load(void) {
    static GifsearchTesseract api;
    void *library = dlopen("libtesseract.so.5", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return NULL;
#define GIFSEARCH_TESSERACT_LOAD(name) \
    if ((*(void **)&api.name = dlsym(library, #name)) == NULL) return NULL;
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPICreate)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIDelete)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPISetVariable)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIInit3)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPISetPageSegMode)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIEnd)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPISetImage)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPISetSourceResolution)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIClear)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIRecognize)
    GIFSEARCH_TESSERACT_LOAD(TessBaseAPIGetIterator)
    GIFSEARCH_TESSERACT_LOAD(TessResultIteratorDelete)
    GIFSEARCH_TESSERACT_LOAD(TessResultIteratorGetUTF8Text)
    GIFSEARCH_TESSERACT_LOAD(TessResultIteratorConfidence)
    GIFSEARCH_TESSERACT_LOAD(TessResultIteratorNext)
    GIFSEARCH_TESSERACT_LOAD(TessDeleteText)
#undef GIFSEARCH_TESSERACT_LOAD
    return &api;
}

#endif
