import Foundation

/// Writes output files whole: to a temporary name beside the target, then renamed over it, so an
/// interrupted run leaves the previous file intact. A file whose bytes did not change is not rewritten.
public enum OutputWriter {
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return }
        let folder = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("\(path): the folder \(folder.path) does not exist")
        }
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try data.write(to: temp)
            if rename(temp.path, url.path) != 0 { throw InputError("\(path): cannot be written (\(String(cString: strerror(errno))))") }
        } catch let error as InputError {
            try? FileManager.default.removeItem(at: temp)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw InputError("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}
