extension StringProtocol {
    /// Whether `part` occurs in the string, compared by UTF-8 bytes: no Foundation, no locale.
    func includes(_ part: String) -> Bool {
        let hay = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard hay.count >= needle.count else { return false }
        for start in 0...(hay.count - needle.count) where hay[start] == needle[0] {
            var i = 1
            while i < needle.count, hay[start + i] == needle[i] { i += 1 }
            if i == needle.count { return true }
        }
        return false
    }
}
