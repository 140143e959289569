#ifndef GIFSEARCH_CCRYPTO_SHIM_H
#define GIFSEARCH_CCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
