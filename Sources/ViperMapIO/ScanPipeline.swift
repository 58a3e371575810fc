import Foundation
import ViperMap
import ViperMapClang
import ViperMapModel

/// The whole scan from disk to graph: discover, read, parse on all cores, build. The CLI and the
/// benchmark both run it.
public struct ScanPipeline {
    public var root: URL
    public var configuration: Configuration
    public var includeTests: Bool
    public var threads: Int
    /// Facts of files already parsed (by path and text), shared by the two scans of a diff.
    public var cache: FactsCache?
    /// The cache on disk (per file and per scan), when the run uses one.
    public var diskCache: ScanCache?
    private let clock = PhaseClock()

    public init(root: URL, configuration: Configuration, includeTests: Bool = false,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil, diskCache: ScanCache? = nil) {
        self.root = root
        self.configuration = configuration
        self.includeTests = includeTests
        self.threads = threads
        self.cache = cache
        self.diskCache = diskCache
    }

    /// The scan as the command writes it: the graph JSON and what to say about it, from the disk
    /// cache when no input file and no option changed since a scan by this same binary.
    public func runEncoded(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> ScanCache.ScanEntry {
        let started = Date().timeIntervalSince1970
        let (items, found) = try sources(paths)
        guard let disk = diskCache else { return Self.entry(for: scan(items, found: found, progress: progress)) }
        // A file is known unchanged by its stamp (size, modification time to the nanosecond, inode), as git's
        // index knows it: a hit reads no file. The Objective-C facts below are keyed by content.
        // Whether (and with which) libclang reads the Objective-C files changes the graph; loading it costs
        // tens of milliseconds, so only a scan that has such files asks.
        let hasObjC = items.contains { ObjCScanner.isObjCFile($0.path) }
        var key = [disk.binaryIdentity, ScanCache.formatVersion, configuration.fingerprint, "tests=\(includeTests)",
                   "libclang=\(hasObjC ? ClangLibrary.shared?.path ?? "none" : "-")", found.map { "\($0.file) \($0.message)" }.joined(separator: "|")]
        for item in items { key.append(item.path + " " + (item.stamp ?? "unknown")) }
        let scanKey = key.joined(separator: "\n")
        clock.mark("stamped")
        let stamped = !items.contains { $0.stamp == nil }
        if stamped, var known = disk.scan(key: scanKey), known.racy.allSatisfy({ path, digest in Self.digest(of: items.first { $0.path == path }) == digest }) {
            clock.mark("cache hit")
            known.racy = [:]
            return known
        }
        let entry = Self.entry(for: scan(items, found: found, progress: progress))
        if stamped {
            // A file modified within two seconds of the scan may change again without a new stamp: keep its content digest.
            var stored = entry
            for item in items where Self.modified(item.stamp) >= started - 2 { stored.racy[item.path] = Self.digest(of: item) }
            disk.store(stored, key: scanKey)
        }
        disk.pruneIfDue()
        clock.mark("cached")
        return entry
    }

    /// A stamp's modification time in seconds (0 when unknown).
    static func modified(_ stamp: String?) -> Double {
        guard let stamp else { return 0 }
        let fields = stamp.split(separator: " ")
        return fields.count >= 2 ? Double(fields[1]) ?? 0 : 0
    }

    /// The content digest of a file as read now ("" when it cannot be read).
    static func digest(of item: SourceItem?) -> String {
        guard let item else { return "" }
        switch item.read() {
        case .text(let text): return ContentDigest.hex(text)
        case .skipped(let diagnostic): return "skipped " + diagnostic.message
        }
    }

    /// `size mtime-seconds.nanoseconds inode`, or nil when the file cannot be stat'ed.
    static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return "\(info.st_size) \(time.tv_sec).\(time.tv_nsec) \(info.st_ino)"
    }

    /// The graph JSON and the command's summary of it.
    public static func entry(for graph: Graph) -> ScanCache.ScanEntry {
        let messages = graph.diagnostics.filter { $0.severity != .info }.map {
            "\($0.file)\($0.line.map { ":\($0)" } ?? ""): \($0.severity.rawValue): \($0.message)"
        }
        let unresolved = graph.diagnostics.filter { $0.severity == .info && $0.message.hasPrefix("navigation not resolved") }.count
        return ScanCache.ScanEntry(modules: graph.modules.count, navigation: graph.navigation.count, messages: messages,
                                   unresolved: unresolved, graph: GraphCoding.encode(graph))
    }

    public func run(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Graph {
        let (items, found) = try sources(paths)
        return scan(items, found: found, progress: progress)
    }

    /// The files under `paths` that a scan reads (SourceDiscovery's rules), not read yet.
    public func sources(_ paths: [String]) throws -> (items: [SourceItem], found: [Diagnostic]) {
        let discovery = SourceDiscovery(root: root, configuration: configuration, includeTests: includeTests)
        let (files, found) = try discovery.discover(paths)
        clock.mark("discovered")
        // Stamped on all threads: a stat costs microseconds on an overlay file system, times thousands of files.
        let stamps = Parallel.map(files.count, threads: threads) { Self.stamp(files[$0].absolutePath) }
        return (zip(files, stamps).map { file, stamp in
            var item = SourceItem(path: file.path, identity: nil) { SourceReader.read(file) }
            item.stamp = stamp
            return item
        }, found)
    }

    /// Reads and parses the sources on all threads, then builds the graph.
    public func scan(_ items: [SourceItem], found: [Diagnostic], progress: (@Sendable (Int, Int) -> Void)? = nil) -> Graph {
        build(parse(items, found: found, progress: progress))
    }

    /// The facts of every file, and the diagnostics of the files that could not be read.
    public struct Parsed: Sendable {
        var facts: [FileFacts]
        var diagnostics: [Diagnostic]
    }

    /// Reads and parses the sources on all threads, reusing the cache's facts where the path and
    /// identity (or the path and text) are the same.
    public func parse(_ items: [SourceItem], found: [Diagnostic], progress: (@Sendable (Int, Int) -> Void)? = nil) -> Parsed {
        let done = ProgressCounter(total: items.count, report: progress)
        let cache = self.cache
        let diskCache = self.diskCache
        let outcomes: [Result<FileFacts, DiagnosticBox>] = Parallel.map(items.count, threads: threads) { i in
            defer { done.step() }
            let item = items[i]
            if let identity = item.identity, let known = cache?.facts(path: item.path, identity: identity) { return .success(known) }
            switch item.read() {
            case .text(let text):
                let identity = item.identity ?? text
                if let known = cache?.facts(path: item.path, identity: identity) { return .success(known) }
                let facts: FileFacts
                if item.path.hasSuffix(".mm") {
                    return .failure(DiagnosticBox(diagnostic: Diagnostic(severity: .info, file: item.path, message: "Objective-C++ is not read yet; skipped")))
                } else if ObjCScanner.isObjCFile(item.path) {
                    guard let library = ClangLibrary.shared else {
                        return .failure(DiagnosticBox(diagnostic: Diagnostic(severity: .warning, file: item.path, message: "not read"), needsLibclang: true))
                    }
                    // libclang is the slow parser: its facts are worth keeping on disk (Swift's parser is faster than reading facts back).
                    let options = "objc " + library.path
                    if let known = diskCache?.facts(path: item.path, language: "objc", options: options, content: text) {
                        cache?.store(known, identity: identity)
                        return .success(known)
                    }
                    facts = ObjCScanner.scan(path: item.path, text: text, library: library)
                    diskCache?.store(facts, language: "objc", options: options, content: text)
                } else {
                    facts = SourceScanner.scan(path: item.path, text: text)
                }
                cache?.store(facts, identity: identity)
                return .success(facts)
            case .skipped(let diagnostic): return .failure(DiagnosticBox(diagnostic: diagnostic))
            }
        }
        clock.mark("scanned")
        var diagnostics: [Diagnostic] = found
        var facts: [FileFacts] = []
        var unread: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let fileFacts): facts.append(fileFacts)
            case .failure(let box) where box.needsLibclang: unread.append(box.diagnostic.file)
            case .failure(let box): diagnostics.append(box.diagnostic)
            }
        }
        // Said once for the scan, not once per file.
        if let first = unread.first {
            diagnostics.append(Diagnostic(severity: .warning, file: first,
                message: "\(unread.count) Objective-C file\(unread.count == 1 ? "" : "s") not read (libclang did not load). \(ClangLibrary.installHint)"))
        }
        return Parsed(facts: facts, diagnostics: diagnostics)
    }

    /// Builds the graph from parsed files (on a thread with a large stack; safe to run beside another build).
    public func build(_ parsed: Parsed) -> Graph {
        let facts = parsed.facts
        var diagnostics = parsed.diagnostics
        let kept = facts.filter { file in
            let isTest = file.imports.contains { Self.testModules.contains($0.module) }
            return includeTests || !isTest
        }
        let isSwift = { (file: FileFacts) in file.storyboard == nil && file.manifest == nil }
        if !includeTests, facts.contains(where: isSwift), !kept.contains(where: isSwift) {
            diagnostics.append(Diagnostic(severity: .info, file: ".", message: "every Swift file imports a test framework; use --include-tests to scan them"))
        }
        let configuration = self.configuration
        let allDiagnostics = diagnostics
        return Parallel.onLargeStack { GraphBuilder(configuration: configuration).build(kept, diagnostics: allDiagnostics) }
    }

    /// Imports that make a file a test (Swift's and Objective-C's test frameworks and mocking libraries).
    static let testModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "OCMock", "OCMockito", "Specta", "Expecta", "Kiwi", "OCHamcrest"]

    /// Reads the config: `--config FILE`, else `.vipermap.yml` at the root when present.
    public static func loadConfiguration(explicit: String?, root: URL) throws -> Configuration {
        let url: URL
        if let explicit {
            url = URL(fileURLWithPath: explicit)
            guard FileManager.default.fileExists(atPath: url.path) else { throw InputError("\(explicit): no such config file") }
        } else {
            url = root.appendingPathComponent(".vipermap.yml")
            guard FileManager.default.fileExists(atPath: url.path) else { return Configuration() }
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw InputError("\(url.path): cannot be read as UTF-8 text")
        }
        do {
            return try Configuration.parse(text, file: explicit ?? ".vipermap.yml")
        } catch let error as ConfigurationError {
            throw InputError(error.description)
        }
    }
}

/// One file to scan: its path relative to the root, how to read it, and what identifies its
/// content without reading it (a git blob id), if anything.
public struct SourceItem: Sendable {
    public var path: String
    public var identity: String?
    public var read: @Sendable () -> SourceReader.Outcome
    /// On disk: size, modification time and inode, which say the file is unchanged without reading it.
    public var stamp: String? = nil

    public init(path: String, identity: String?, read: @escaping @Sendable () -> SourceReader.Outcome) {
        self.path = path
        self.identity = identity
        self.read = read
    }
}

/// Parsed files by path and content (a git blob id, or the text itself): a file that is the same
/// on both sides of a diff is parsed once (a file's facts depend only on its path and text).
public final class FactsCache: @unchecked Sendable {
    private var entries: [String: (identity: String, facts: FileFacts)] = [:]
    private let lock = NSLock()
    public private(set) var hits = 0

    public init() {}

    func facts(path: String, identity: String) -> FileFacts? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.identity == identity else { return nil }
        hits += 1
        return entry.facts
    }

    /// Whether the facts of this path and content are known (the file need not be read).
    public func knows(path: String, identity: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries[path]?.identity == identity
    }

    func store(_ facts: FileFacts, identity: String) {
        lock.lock()
        entries[facts.path] = (identity, facts)
        lock.unlock()
    }
}

struct DiagnosticBox: Error {
    var diagnostic: Diagnostic
    /// An Objective-C file left unread because libclang did not load: said once for the whole scan.
    var needsLibclang = false
}

/// Counts finished files across threads and reports progress now and then.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private var count = 0
    private let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func step() {
        guard let report else { return }
        lock.lock()
        count += 1
        let now = count
        lock.unlock()
        report(now, total)
    }
}
