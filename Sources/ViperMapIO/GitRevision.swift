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
        /// The targets the revision's projects chose the files for (none when it has no project).
        public var selection: ProjectSelection = .none
    }

    /// A work tree's top folder, and the subfolder of it that `--repo` names ("" for the top).
    public struct Repository: Sendable {
        public var top: String
        public var prefix: String
        public var argument: String

        public init(_ argument: String) throws {
            let lines: [String]
            do {
                lines = try run(["git", "-C", argument, "rev-parse", "--show-toplevel", "--show-prefix"]).text
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } catch Failure.failed(let why) {
                throw Failure.noRepository(why)
            }
            // Later commands run at the top: ls-tree would filter by the current folder.
            guard let top = lines.first, !top.isEmpty else { throw Failure.noRepository("\(argument) is not inside a work tree") }
            var prefix = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespaces) : ""
            if prefix.hasSuffix("/") { prefix.removeLast() }
            self.top = top
            self.prefix = prefix
            self.argument = argument
        }
    }

    /// The files `vipermap scan` would read in the repository's folder as they are at `revision`,
    /// with the revision's own `.vipermap.yml`. Blobs the cache knows (same path and id) are not read.
    public static func sources(_ revision: String, in repository: Repository, includeTests: Bool = false, targetChoice: TargetChoice = TargetChoice(),
                               cache: FactsCache? = nil) throws -> Sources {
        guard !revision.hasPrefix("-") else { throw Failure.unknownRevision("a revision cannot start with '-'") }
        let top = repository.top, prefix = repository.prefix
        let tree = prefix.isEmpty ? revision : "\(revision):\(prefix)"
        let listing: Data
        do {
            listing = try run(["git", "-C", top, "ls-tree", "-r", "-z", "--full-tree", "--end-of-options", tree]).data
        } catch {
            // Only now tell a missing revision from a folder missing in it.
            if (try? run(["git", "-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])) == nil {
                throw Failure.unknownRevision("no commit '\(revision)' in \(repository.argument)")
            }
            throw Failure.unknownRevision("the folder \(prefix) does not exist at \(revision)")
        }
        let entries = parseTree([UInt8](listing))

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
        var kept: [Entry] = []
        for entry in entries where discovery.keeps(entry.path) {
            if entry.mode == "120000" {
                diagnostics.append(Diagnostic(severity: .warning, file: entry.path, message: "is a symbolic link in the revision; skipped"))
            } else if entry.mode != "160000" {
                kept.append(entry)
            }
        }
        // The revision's own projects choose its files, as a scan of its folder would.
        let projectEntries = entries.filter { entry in
            entry.mode != "120000" && ProjectLoader.isProjectDocument(entry.path) && discovery.keepsProjectDocument(entry.path)
        }
        var selection = ProjectSelection.none
        if !projectEntries.isEmpty {
            let projectBytes = try blobs(projectEntries.map(\.blob), top: top)
            let byPath = Dictionary(projectEntries.map { ($0.path, $0.blob) }, uniquingKeysWith: { first, _ in first })
            let documents = ProjectLoader.documents(projectEntries.map(\.path), rootPath: "/") { path in
                byPath[path].flatMap { projectBytes[$0] }.map { Data($0) }
            }
            let inTree = Set(entries.map(\.path))
            var choice = targetChoice
            choice.includeTests = includeTests
            (kept, selection) = try ScanPipeline.choose(kept, documents: documents, choice: choice, configuration: configuration, path: \.path) {
                inTree.contains($0)
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
        return Sources(configuration: configuration, items: items, diagnostics: diagnostics, selection: selection)
    }

    struct Entry {
        var mode: String
        var blob: String
        var path: String
    }

    /// `ls-tree -z` output, "<mode> <type> <id>\t<path>\0" per entry: the blobs.
    static func parseTree(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
            if let tab = bytes[start..<end].firstIndex(of: 0x09) {
                let fields = bytes[start..<tab].split(separator: 0x20)
                if fields.count == 3, fields[1].elementsEqual("blob".utf8) {
                    entries.append(Entry(mode: String(decoding: fields[0], as: UTF8.self), blob: String(decoding: fields[2], as: UTF8.self),
                                         path: String(decoding: bytes[(tab + 1)..<end], as: UTF8.self)))
                }
            }
            start = end + 1
        }
        return entries
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
