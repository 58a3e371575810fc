/// glibc returns freed memory to the system after large frees by default; parsing thousands of
/// files on several threads then spends its time in page faults. Keep freed memory for reuse.
public enum MemoryTuning {
    public static func apply() {
        #if os(Linux)
        // <malloc.h>'s M_TRIM_THRESHOLD, M_TOP_PAD and M_MMAP_THRESHOLD (not exported by Glibc's module).
        _ = vipermap_mallopt(-1, 512 * 1024 * 1024)
        _ = vipermap_mallopt(-2, 64 * 1024 * 1024)
        _ = vipermap_mallopt(-3, 64 * 1024 * 1024)
        #endif
    }
}

#if os(Linux)
@_silgen_name("mallopt")
private func vipermap_mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
