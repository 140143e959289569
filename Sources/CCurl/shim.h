#ifndef GIFSEARCH_CCURL_SHIM_H
#define GIFSEARCH_CCURL_SHIM_H

/* Typed wrappers for libcurl's variadic setopt/getinfo, which Swift cannot call: one per C
 * argument type, never one per option. */

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

typedef size_t (*gifsearch_curl_data_callback)(char *, size_t, size_t, void *);
typedef int (*gifsearch_curl_xferinfo_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);

static inline CURLcode gifsearch_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_setopt_data_callback(CURL *handle, CURLoption option,
                                                           gifsearch_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option,
                                                               gifsearch_curl_xferinfo_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode gifsearch_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode gifsearch_easy_getinfo_pointer(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode gifsearch_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode gifsearch_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

#endif
