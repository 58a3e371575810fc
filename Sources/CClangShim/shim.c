// A header-only target: ViperMapClang casts dlsym results to the types in include/clang_shim.h.
