#ifndef GIFSEARCH_CZLIB_SHIM_H
#define GIFSEARCH_CZLIB_SHIM_H

#include <zlib.h>

#endif
