extension StringProtocol {
    /// Whether `part` occurs in the string, compared by UTF-8 bytes: no Foundation, no locale.
    func includes(_ part: String) -> Bool { byteOffset(of: part) != nil }

    /// Where `part` first occurs, in UTF-8 bytes from the start (nil: nowhere). Reads both strings in
    /// place when they are contiguous (native strings are), copying nothing.
    func byteOffset(of part: String) -> Int? {
        var needle = part
        return needle.withUTF8 { needle in
            if let found = utf8.withContiguousStorageIfAvailable({ Self.search(needle, in: $0) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { Self.search(needle, in: $0) }
        }
    }

    private static func search(_ needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first else { return 0 }
        guard hay.count >= needle.count else { return nil }
        for start in 0...(hay.count - needle.count) where hay[start] == first {
            var i = 1
            while i < needle.count, hay[start + i] == needle[i] { i += 1 }
            if i == needle.count { return start }
        }
        return nil
    }
}
