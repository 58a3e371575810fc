// The few libclang (C API, `clang-c/Index.h`) types and function signatures ViperMap uses, declared
// here so that nothing at build time needs clang's headers or library: ViperMapClang loads the
// library at run time (dlopen) and casts each symbol to its type below. Layouts follow libclang's
// stable C ABI.
#ifndef VIPERMAP_CLANG_SHIM_H
#define VIPERMAP_CLANG_SHIM_H

typedef void *VMClangIndex;
typedef void *VMClangTranslationUnit;
typedef void *VMClangFile;
typedef void *VMClangClientData;

typedef struct { const void *data; unsigned private_flags; } VMClangString;
typedef struct { int kind; int xdata; const void *data[3]; } VMClangCursor;
typedef struct { const void *ptr_data[2]; unsigned int_data; } VMClangSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } VMClangSourceRange;
typedef struct { int kind; void *data[2]; } VMClangType;
typedef struct { const char *Filename; const char *Contents; unsigned long Length; } VMClangUnsavedFile;
typedef struct { unsigned int_data[4]; void *ptr_data; } VMClangToken;

// enum CXChildVisitResult: 0 break, 1 continue, 2 recurse.
typedef int (*VMClangCursorVisitor)(VMClangCursor cursor, VMClangCursor parent, VMClangClientData data);

typedef VMClangIndex (*VMClangCreateIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef void (*VMClangDisposeIndex)(VMClangIndex index);
typedef int (*VMClangParseTranslationUnit2)(VMClangIndex index, const char *sourceFilename,
                                            const char *const *commandLineArgs, int numCommandLineArgs,
                                            VMClangUnsavedFile *unsavedFiles, unsigned numUnsavedFiles,
                                            unsigned options, VMClangTranslationUnit *outTU);
typedef void (*VMClangDisposeTranslationUnit)(VMClangTranslationUnit unit);
typedef VMClangCursor (*VMClangGetTranslationUnitCursor)(VMClangTranslationUnit unit);
typedef unsigned (*VMClangVisitChildren)(VMClangCursor parent, VMClangCursorVisitor visitor, VMClangClientData data);
typedef VMClangString (*VMClangGetCursorSpelling)(VMClangCursor cursor);
typedef const char *(*VMClangGetCString)(VMClangString string);
typedef void (*VMClangDisposeString)(VMClangString string);
typedef VMClangSourceLocation (*VMClangGetCursorLocation)(VMClangCursor cursor);
typedef int (*VMClangLocationIsFromMainFile)(VMClangSourceLocation location);
typedef void (*VMClangGetExpansionLocation)(VMClangSourceLocation location, VMClangFile *file,
                                            unsigned *line, unsigned *column, unsigned *offset);
typedef VMClangType (*VMClangGetCursorType)(VMClangCursor cursor);
typedef VMClangString (*VMClangGetTypeSpelling)(VMClangType type);
typedef unsigned (*VMClangCursorGetObjCPropertyAttributes)(VMClangCursor cursor, unsigned reserved);
typedef VMClangSourceRange (*VMClangGetCursorExtent)(VMClangCursor cursor);
// enum CXTokenKind: 0 punctuation, 1 keyword, 2 identifier, 3 literal, 4 comment.
typedef void (*VMClangTokenize)(VMClangTranslationUnit unit, VMClangSourceRange range, VMClangToken **tokens, unsigned *count);
typedef void (*VMClangDisposeTokens)(VMClangTranslationUnit unit, VMClangToken *tokens, unsigned count);
typedef int (*VMClangGetTokenKind)(VMClangToken token);
typedef VMClangString (*VMClangGetTokenSpelling)(VMClangTranslationUnit unit, VMClangToken token);
typedef VMClangSourceLocation (*VMClangGetTokenLocation)(VMClangTranslationUnit unit, VMClangToken token);

#endif
