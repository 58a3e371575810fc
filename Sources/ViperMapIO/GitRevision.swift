import Foundation
import ViperMap
import ViperMapModel

/// The Swift files of a git revision, read from the object store (`git ls-tree`, then
/// `git cat-file --batch` for the blobs): nothing is written to disk, and the user's working tree
/// and index are never read or touched. Blobs whose facts the cache already holds (the same path
/// and blob id on the other side of a diff) are not even read.
public enum GitRevision {
    public enum Failure: Error, Equatable {
        /// `--repo` is not inside a git work tree, or git is missing.
        case noRepository(String)
        /// The repository has no such revision.
        case unknownRevision(String)
        /// git failed on the way.
        case failed(String)
    }

    public struct Sources {
        public var configuration: Configuration
        public var items: [SourceItem]
        public var diagnostics: [Diagnostic]
    }

    /// The files `vipermap scan` would read in `repository` (the same subfolder when it is one),
    /// as they are at `revision`, with the revision's own `.vipermap.yml`.
    public static func sources(_ revision: String, repository: String, includeTests: Bool = false, cache: FactsCache? = nil) throws -> Sources {
        guard !revision.hasPrefix("-") else { throw Failure.unknownRevision("a revision cannot start with '-'") }
        let lines: [String]
        do {
            lines = try run(["git", "-C", repository, "rev-parse", "--show-toplevel", "--show-prefix"]).text
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch Failure.failed(let why) {
            throw Failure.noRepository(why)
        }
        // Every later command runs at the top level: ls-tree would filter by the current folder.
        guard let top = lines.first, !top.isEmpty else { throw Failure.noRepository("\(repository) is not inside a work tree") }
        var prefix = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespaces) : ""
        if prefix.hasSuffix("/") { prefix.removeLast() }
        do {
            _ = try run(["git", "-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        } catch {
            throw Failure.unknownRevision("no commit '\(revision)' in \(repository)")
        }
        let tree = prefix.isEmpty ? revision : "\(revision):\(prefix)"
        let listing: String
        do {
            listing = try run(["git", "-C", top, "ls-tree", "-r", "-z", "--full-tree", "--end-of-options", tree]).text
        } catch {
            throw Failure.unknownRevision("the folder \(prefix) does not exist at \(revision)")
        }
        // "<mode> <type> <blob>\t<path>" per entry.
        var entries: [(mode: Substring, blob: String, path: String)] = []
        for entry in listing.split(separator: "\0") {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let fields = entry[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob" else { continue }
            entries.append((fields[0], String(fields[2]), String(entry[entry.index(after: tab)...])))
        }

        var configuration = Configuration()
        if let file = entries.first(where: { $0.path == ".vipermap.yml" }) {
            let bytes = try blobs([file.blob], top: top)[file.blob] ?? []
            guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError("\(revision):.vipermap.yml: not UTF-8 text") }
            do {
                configuration = try Configuration.parse(text, file: "\(revision):.vipermap.yml")
            } catch let error as ConfigurationError {
                throw InputError(error.description)
            }
        }
        let discovery = SourceDiscovery(root: URL(fileURLWithPath: "/"), configuration: configuration, includeTests: includeTests)
        var diagnostics: [Diagnostic] = []
        var kept: [(blob: String, path: String)] = []
        for entry in entries where discovery.keeps(entry.path) {
            if entry.mode == "120000" {
                diagnostics.append(Diagnostic(severity: .warning, file: entry.path, message: "is a symbolic link in the revision; skipped"))
            } else if entry.mode != "160000" {
                kept.append((entry.blob, entry.path))
            }
        }
        let needed = kept.filter { cache?.knows(path: $0.path, identity: $0.blob) != true }.map(\.blob)
        let contents = BlobStore(try blobs(needed, top: top))
        let items = kept.sorted { $0.path < $1.path }.map { entry in
            SourceItem(path: entry.path, identity: entry.blob) {
                guard let bytes = contents.bytes(entry.blob) else {
                    return .skipped(Diagnostic(severity: .error, file: entry.path, message: "blob \(entry.blob) cannot be read from git; skipped"))
                }
                return SourceReader.decode(bytes, path: entry.path)
            }
        }
        return Sources(configuration: configuration, items: items, diagnostics: diagnostics)
    }

    /// Reads blobs with one `git cat-file --batch`: id → bytes.
    static func blobs(_ ids: [String], top: String) throws -> [String: [UInt8]] {
        guard !ids.isEmpty else { return [:] }
        let unique = Array(Set(ids)).sorted()
        let output = try run(["git", "-C", top, "cat-file", "--batch"], input: Data((unique.joined(separator: "\n") + "\n").utf8)).data
        var result: [String: [UInt8]] = [:]
        var offset = 0
        let bytes = [UInt8](output)
        // "<id> <type> <size>\n<content>\n", or "<id> missing\n".
        while offset < bytes.count {
            guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            guard header.count == 3, let size = Int(header[2]) else { continue }
            let end = min(bytes.count, offset + size)
            result[String(header[0])] = Array(bytes[offset..<end])
            offset = end + 1
        }
        return result
    }

    /// Runs a command; its stdout, or `Failure.failed` with its stderr.
    @discardableResult
    static func run(_ arguments: [String], input: Data? = nil) throws -> (text: String, data: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let feed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do { try process.run() } catch { throw Failure.failed("cannot run \(arguments[0]): \(error.localizedDescription)") }
        if let input {
            // Written from another thread while stdout is read here, so neither side blocks.
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        // Read stderr beside stdout so neither pipe fills up and blocks the child.
        let errorData = ErrorReader(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorData.finish(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw Failure.failed(message.isEmpty ? "\(arguments[0]) exited with \(process.terminationStatus)" : message)
        }
        return (String(decoding: data, as: UTF8.self), data)
    }
}

/// Blob contents shared read-only by the parsing threads.
final class BlobStore: Sendable {
    private let contents: [String: [UInt8]]
    init(_ contents: [String: [UInt8]]) { self.contents = contents }
    func bytes(_ id: String) -> [UInt8]? { contents[id] }
}

/// Drains a pipe on a background thread; `finish` waits for the end and returns the bytes.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
