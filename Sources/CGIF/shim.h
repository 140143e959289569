#ifndef GIFSEARCH_CGIF_SHIM_H
#define GIFSEARCH_CGIF_SHIM_H

#include <gif_lib.h>

#endif
