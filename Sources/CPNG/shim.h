#ifndef GIFSEARCH_CPNG_SHIM_H
#define GIFSEARCH_CPNG_SHIM_H

#include <png.h>

/// The simplified API's version and 8-bit RGBA format, as constants Swift can import (the
/// header builds them from other macros).
static const png_uint_32 gifsearch_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 gifsearch_png_format_rgba = PNG_FORMAT_RGBA;

#endif
