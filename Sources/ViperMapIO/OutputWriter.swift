import Foundation

/// Writes output files: a file that exists is replaced whole (a temporary name beside it, then renamed
/// over it), so an interrupted run leaves the previous file intact; a new file is written in place (an
/// interrupted run can leave it short, and the next run writes it again). A file whose bytes did not
/// change is not rewritten.
public enum OutputWriter {
    /// Returns whether the file was written (false: it already held these bytes).
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        if lstat(url.path, &info) != 0, errno == ENOENT {
            // A new file: written in place (no previous file to keep; a rename per file costs on a big app's docs).
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                do { try writeBytes(data, into: descriptor, path: url.path) } catch { unlink(url.path); throw error }
                return true
            }
        }
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return false }
        let folder = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("\(path): the folder \(folder.path) does not exist")
        }
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try writeBytes(data, to: temp.path)
            if rename(temp.path, url.path) != 0 { throw InputError("\(path): cannot be written (\(String(cString: strerror(errno))))") }
            return true
        } catch let error as InputError {
            try? FileManager.default.removeItem(at: temp)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw InputError("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}

/// Writes the bytes with open/write/close: Foundation's `Data.write` syncs every file to disk, which costs
/// more than the rest of `docs` on a big app's ten thousand pages; the rename keeps a crash from leaving
/// half a file, and nothing here needs the bytes on disk before the run ends.
private func writeBytes(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw InputError("\(path): cannot be created (\(String(cString: strerror(errno))))") }
    try writeBytes(data, into: descriptor, path: path)
}

/// Writes the bytes to an open file and closes it.
private func writeBytes(_ data: Data, into descriptor: Int32, path: String) throws {
    defer { close(descriptor) }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw InputError("\(path): cannot be written (\(String(cString: strerror(errno))))")
            }
            offset += written
        }
    }
}

/// A folder of generated files (the docs): every file goes to a relative path inside it, through
/// real folders only, so nothing can land outside it: no absolute path, no `..`, no symbolic link
/// on the way.
public struct OutputFolder {
    public let root: URL

    /// Creates the folder if needed; an existing file (not a folder) there is an error.
    public init(_ path: String) throws {
        root = URL(fileURLWithPath: path).standardizedFileURL
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw InputError("\(path): exists and is not a folder") }
        } else {
            do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
                throw InputError("\(path): cannot create the folder (\(error.localizedDescription))")
            }
        }
    }

    /// Writes `data` at `relative` (temporary file, then rename; unchanged bytes are left alone).
    /// Returns whether the file was written.
    @discardableResult
    public func write(_ data: Data, at relative: String) throws -> Bool {
        let parts = relative.split(separator: "/").map(String.init)
        guard !relative.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw InputError("\(relative): not a path inside the output folder")
        }
        var folder = root
        for part in parts.dropLast() {
            folder.appendPathComponent(part)
            var info = stat()
            if lstat(folder.path, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw InputError("\(folder.path): is a link or a file, not a folder: refusing to write through it")
                }
            } else if mkdir(folder.path, 0o755) != 0 {
                // Another writer (a thread writing beside this one) may have just made it.
                let failure = errno
                guard failure == EEXIST, lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw InputError("\(folder.path): cannot create the folder (\(String(cString: strerror(failure))))")
                }
            }
        }
        let target = folder.appendingPathComponent(parts.last!)
        var info = stat()
        if lstat(target.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw InputError("\(target.path): is a symbolic link: refusing to write through it")
        }
        return try OutputWriter.write(data, to: target.path)
    }
}
