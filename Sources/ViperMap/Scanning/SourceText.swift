import SwiftSyntax

/// A file's bytes and where its lines start: line numbers and declaration text straight from the
/// source, without walking the tree again (SourceLocationConverter walks it to build its table).
final class SourceText {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line of a position.
    func line(_ position: AbsolutePosition) -> Int {
        let offset = position.utf8Offset
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The source text between two positions.
    func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        let a = max(0, min(start.utf8Offset, bytes.count)), b = max(a, min(end.utf8Offset, bytes.count))
        return String(decoding: bytes[a..<b], as: UTF8.self)
    }
}
