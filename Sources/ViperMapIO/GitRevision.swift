import Foundation

/// A git revision of a repository, copied out of the object store with `git archive` into a
/// temporary folder to be scanned. The user's working tree and index are never read or touched:
/// `git archive` reads objects only.
public enum GitRevision {
    public enum Failure: Error, Equatable {
        /// `--repo` is not inside a git work tree, or git is missing.
        case noRepository(String)
        /// The repository has no such revision.
        case unknownRevision(String)
        /// git or tar failed on the way.
        case failed(String)
    }

    /// Copies the Swift files (and `.vipermap.yml`) of `revision` into a new temporary folder and
    /// returns it; the caller removes it. When `repository` is a subfolder of its work tree, the
    /// same subfolder of the revision is copied (as scanning that folder would see it).
    public static func checkout(_ revision: String, repository: String) throws -> URL {
        guard !revision.hasPrefix("-") else { throw Failure.unknownRevision("a revision cannot start with '-'") }
        let lines: [String]
        do {
            lines = try run(["git", "-C", repository, "rev-parse", "--show-toplevel", "--show-prefix"]).text
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch Failure.failed(let why) {
            throw Failure.noRepository(why)
        }
        // Every later command runs at the top level: ls-tree and archive would filter by the
        // current folder when run inside a subfolder.
        guard let top = lines.first, !top.isEmpty else { throw Failure.noRepository("\(repository) is not inside a work tree") }
        let prefix = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespaces) : ""
        do {
            _ = try run(["git", "-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        } catch {
            throw Failure.unknownRevision("no commit '\(revision)' in \(repository)")
        }
        let tree = prefix.isEmpty ? revision : "\(revision):\(prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix)"
        let names: [Substring]
        do {
            names = try run(["git", "-C", top, "ls-tree", "-r", "--name-only", "-z", "--end-of-options", tree]).text.split(separator: "\0")
        } catch {
            throw Failure.unknownRevision("the folder \(prefix) does not exist at \(revision)")
        }
        // Only pathspecs that match something: git archive fails on one that matches nothing.
        var pathspecs: [String] = []
        if names.contains(where: { $0.hasSuffix(".swift") }) { pathspecs.append("*.swift") }
        if names.contains(".vipermap.yml") { pathspecs.append(".vipermap.yml") }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vipermap-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        guard !pathspecs.isEmpty else { return folder }
        do {
            try pipe(["git", "-C", top, "archive", "--format=tar", tree, "--"] + pathspecs,
                     into: ["tar", "-x", "-f", "-", "-C", folder.path])
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return folder
    }

    /// Runs a command; its stdout, or `Failure.failed` with its stderr.
    @discardableResult
    static func run(_ arguments: [String]) throws -> (text: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure.failed("cannot run \(arguments[0]): \(error.localizedDescription)") }
        // Read stderr beside stdout so neither pipe fills up and blocks the child.
        let errorData = ErrorReader(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorData.finish(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw Failure.failed(message.isEmpty ? "\(arguments[0]) exited with \(process.terminationStatus)" : message)
        }
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// `first | second`, without a shell.
    static func pipe(_ first: [String], into second: [String]) throws {
        let producer = Process(), consumer = Process()
        producer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        consumer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        producer.arguments = first
        consumer.arguments = second
        let link = Pipe(), producerErrors = Pipe(), consumerErrors = Pipe()
        producer.standardInput = FileHandle.nullDevice
        producer.standardOutput = link
        producer.standardError = producerErrors
        consumer.standardInput = link
        consumer.standardOutput = FileHandle.nullDevice
        consumer.standardError = consumerErrors
        do {
            try consumer.run()
            try producer.run()
        } catch {
            throw Failure.failed("cannot run \(first[0]) | \(second[0]): \(error.localizedDescription)")
        }
        try? link.fileHandleForReading.close()
        try? link.fileHandleForWriting.close()
        let producerText = ErrorReader(producerErrors.fileHandleForReading)
        let consumerText = ErrorReader(consumerErrors.fileHandleForReading)
        producer.waitUntilExit()
        consumer.waitUntilExit()
        let message = [producerText.finish(), consumerText.finish()].map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        guard producer.terminationStatus == 0, consumer.terminationStatus == 0 else {
            throw Failure.failed(message.isEmpty ? "\(first[0]) | \(second[0]) failed" : message)
        }
    }
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
