import Foundation
import ViperMapFacts

/// Reads what a scan needs of a snapshot test's reference image: its size on disk and, from the PNG
/// header alone (the first 24 bytes), its pixel size. The image itself is read only when docs copy it.
public enum SnapshotReader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func read(_ file: SourceFile, cap: Int = 4 << 20) -> SnapshotImageFact {
        var info = stat()
        guard stat(file.absolutePath, &info) == 0, let handle = FileHandle(forReadingAtPath: file.absolutePath) else {
            return SnapshotImageFact(path: file.path, bytes: 0, problem: "cannot be read")
        }
        defer { try? handle.close() }
        let bytes = Int(info.st_size)
        let head = (try? handle.read(upToCount: 24)) ?? Data()
        var fact = header(head, path: file.path, bytes: bytes)
        if fact.problem == nil, bytes > cap {
            fact.problem = "is \(megabytes(bytes)) (larger than the \(megabytes(cap)) a docs page copies)"
        }
        return fact
    }

    /// The pixel size from a PNG's signature and IHDR chunk, or the problem.
    public static func header(_ head: Data, path: String, bytes: Int) -> SnapshotImageFact {
        let b = [UInt8](head)
        guard b.count >= 24, Array(b[0..<8]) == signature, b[12...15].elementsEqual("IHDR".utf8) else {
            return SnapshotImageFact(path: path, bytes: bytes, problem: "is not a PNG (no PNG signature and header)")
        }
        func int(_ at: Int) -> Int { b[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (int(16), int(20))
        guard width > 0, height > 0 else { return SnapshotImageFact(path: path, bytes: bytes, problem: "is a PNG of no pixels") }
        return SnapshotImageFact(path: path, bytes: bytes, width: width, height: height)
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }
}
