/* The decoding floor for `make bench-gif`: giflib's DGifSlurp over each file, printing what
 * `identify` prints (width, height, image count). Built by run-gif.sh. */
#include <gif_lib.h>
#include <stdio.h>

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        int error = 0;
        GifFileType *gif = DGifOpenFileName(argv[i], &error);
        if (gif == NULL) {
            fprintf(stderr, "%s: %s\n", argv[i], GifErrorString(error));
            return 1;
        }
        if (DGifSlurp(gif) != GIF_OK) {
            fprintf(stderr, "%s: %s\n", argv[i], GifErrorString(gif->Error));
            DGifCloseFile(gif, &error);
            return 1;
        }
        printf("%d %d %d\n", gif->SWidth, gif->SHeight, gif->ImageCount);
        DGifCloseFile(gif, &error);
    }
    return 0;
}
