#ifndef GIFSEARCH_CTESSERACT_SHIM_H
#define GIFSEARCH_CTESSERACT_SHIM_H

#include <tesseract/capi.h>

#endif
