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
    /// Which Xcode or package targets to map when the scanned folders hold a project.
    public var targetChoice: TargetChoice
    public var threads: Int
    /// Facts of files already parsed (by path and text), shared by the two scans of a diff.
    public var cache: FactsCache?
    /// The cache on disk (per file and per scan), when the run uses one.
    public var diskCache: ScanCache?
    private let clock = PhaseClock()

    public init(root: URL, configuration: Configuration, includeTests: Bool = false, targetChoice: TargetChoice = TargetChoice(),
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil, diskCache: ScanCache? = nil) {
        self.root = root
        self.configuration = configuration
        self.includeTests = includeTests
        self.targetChoice = targetChoice
        self.threads = threads
        self.cache = cache
        self.diskCache = diskCache
    }

    /// The scan as the command writes it: the graph JSON and what to say about it, from the disk
    /// cache when no input file and no option changed since a scan by this same binary.
    public func runEncoded(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> ScanCache.ScanEntry {
        let started = Date().timeIntervalSince1970
        let input = try sources(paths)
        let items = input.items, found = input.found
        guard let disk = diskCache else { return encoded(scan(input, progress: progress)) }
        // A file is known unchanged by its stamp (size, modification time to the nanosecond, inode), as git's
        // index knows it: a hit reads no file. The Objective-C facts below are keyed by content.
        // Whether (and with which) libclang reads the Objective-C files changes the graph; loading it costs
        // tens of milliseconds, so only a scan that has such files asks.
        let hasObjC = items.contains { ObjCScanner.isObjCFile($0.path) }
        var key = [disk.binaryIdentity, ScanCache.formatVersion, configuration.fingerprint, "tests=\(includeTests)", targetChoice.fingerprint,
                   "libclang=\(hasObjC ? ClangLibrary.shared?.path ?? "none" : "-")", found.map { "\($0.file) \($0.message)" }.joined(separator: "|")]
        for item in items { key.append(item.path + " " + (item.stamp ?? "unknown")) }
        // The projects decide which files are read and each module's targets.
        for project in input.projects { key.append("project " + project.path + " " + (Self.stamp(project.absolutePath) ?? "unknown")) }
        key += input.imageStamps
        let scanKey = key.joined(separator: "\n")
        clock.mark("stamped")
        let stamped = !items.contains { $0.stamp == nil }
        if stamped, var known = disk.scan(key: scanKey), known.racy.allSatisfy({ path, digest in Self.digest(of: items.first { $0.path == path }) == digest }) {
            clock.mark("cache hit")
            known.racy = [:]
            return known
        }
        let entry = encoded(scan(input, progress: progress))
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

    private func encoded(_ graph: Graph) -> ScanCache.ScanEntry {
        clock.mark("built")
        defer { clock.mark("encoded") }
        return Self.entry(for: graph)
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
                                   unresolved: unresolved, sites: graph.coverage?.sites ?? 0, followed: graph.coverage?.followed ?? 0,
                                   graph: GraphCoding.encode(graph))
    }

    public func run(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Graph {
        scan(try sources(paths), progress: progress)
    }

    /// What a scan reads, not read yet: the files, what was said finding them, the projects that chose them.
    public struct Input {
        public var items: [SourceItem]
        public var found: [Diagnostic]
        public var selection: ProjectSelection
        public var projects: [SourceFile]
        /// Snapshot tests' reference images (header read).
        public var images: [SnapshotImageFact] = []
        /// Their stamps, for the scan cache's key.
        var imageStamps: [String] = []
    }

    /// The files under `paths` that a scan reads (SourceDiscovery's rules, then the projects' targets), not read yet.
    public func sources(_ paths: [String]) throws -> Input {
        let discovery = SourceDiscovery(root: root, configuration: configuration, includeTests: includeTests)
        let discovered = try discovery.discoverAll(paths)
        var files = discovered.files
        let found = discovered.diagnostics
        clock.mark("discovered")
        var selection = ProjectSelection.none
        if !discovered.projects.isEmpty {
            let onDisk = Dictionary(discovered.projects.map { ($0.path, $0.absolutePath) }, uniquingKeysWith: { first, _ in first })
            let documents = ProjectLoader.documents(discovered.projects.map(\.path), rootPath: root.path) { path in
                onDisk[path].flatMap { FileManager.default.contents(atPath: $0) }
            }
            let rootPath = root.path
            var choice = targetChoice
            choice.includeTests = includeTests
            (files, selection) = try Self.choose(files, documents: documents, choice: choice, configuration: configuration, path: \.path) {
                FileManager.default.fileExists(atPath: rootPath + "/" + $0)
            }
            clock.mark("projects read")
        }
        // Stamped on all threads: a stat costs microseconds on an overlay file system, times thousands of files.
        let stamps = Parallel.map(files.count, threads: threads) { Self.stamp(files[$0].absolutePath) }
        let items = zip(files, stamps).map { file, stamp in
            var item = SourceItem(path: file.path, identity: nil) { SourceReader.read(file) }
            item.stamp = stamp
            return item
        }
        var input = Input(items: items, found: found, selection: selection, projects: discovered.projects)
        input.images = discovered.images.map { SnapshotReader.read($0) }
        input.imageStamps = discovered.images.map { "image " + $0.path + " " + (Self.stamp($0.absolutePath) ?? "unknown") }
        return input
    }

    /// The files the projects keep (all of them when no project decides, or when the config's `include` does).
    static func choose<File>(_ files: [File], documents: [ProjectDocument], choice: TargetChoice, configuration: Configuration,
                             path: (File) -> String, exists: (String) -> Bool) throws -> ([File], ProjectSelection) {
        var choice = choice
        // The config's include globs win over the project: what they name is mapped, built or not.
        if !configuration.include.isEmpty { choice.includeUnbuilt = true }
        let selection = try ProjectLoader.select(documents, files: files.map(path), choice: choice, exists: exists)
        guard selection.applies else { return (files, selection) }
        let kept = Set(selection.kept)
        return (files.filter { kept.contains(path($0)) }, selection)
    }

    /// Reads and parses the sources on all threads, then builds the graph.
    public func scan(_ input: Input, progress: (@Sendable (Int, Int) -> Void)? = nil) -> Graph {
        var parsed = parse(input.items, found: input.found, selection: input.selection, progress: progress)
        parsed.images = input.images
        return build(parsed)
    }

    /// The facts of every file, the diagnostics of the files that could not be read, and the targets that chose them.
    public struct Parsed: Sendable {
        var facts: [FileFacts]
        var diagnostics: [Diagnostic]
        var selection: ProjectSelection
        var images: [SnapshotImageFact] = []
    }

    /// Reads and parses the sources on all threads, reusing the cache's facts where the path and
    /// identity (or the path and text) are the same.
    public func parse(_ items: [SourceItem], found: [Diagnostic], selection: ProjectSelection = .none,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) -> Parsed {
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
        return Parsed(facts: facts, diagnostics: diagnostics, selection: selection)
    }

    /// Builds the graph from parsed files (on a thread with a large stack; safe to run beside another build).
    public func build(_ parsed: Parsed) -> Graph {
        var facts = parsed.facts
        var diagnostics = parsed.diagnostics
        // The project's candidate frameworks are settled by what the chosen files import; the others' files are dropped.
        let selection = Self.settle(parsed.selection, facts: &facts, diagnostics: &diagnostics)
        let kept = facts.filter { file in
            let isTest = file.imports.contains { Self.testModules.contains($0.module) }
            return includeTests || !isTest
        }
        let isSwift = { (file: FileFacts) in file.storyboard == nil && file.manifest == nil && file.document == nil }
        if !includeTests, facts.contains(where: isSwift), !kept.contains(where: isSwift) {
            diagnostics.append(Diagnostic(severity: .info, file: ".", message: "every Swift file imports a test framework; use --include-tests to scan them"))
        }
        let configuration = self.configuration
        let allDiagnostics = diagnostics
        let images = parsed.images
        let graph = Parallel.onLargeStack { GraphBuilder(configuration: configuration).build(kept, diagnostics: allDiagnostics, snapshots: images) }
        return TargetAttribution.apply(selection, to: graph)
    }

    static func settle(_ selection: ProjectSelection, facts: inout [FileFacts], diagnostics: inout [Diagnostic]) -> ProjectSelection {
        guard selection.applies else {
            diagnostics += selection.diagnostics  // a project that could not be read, a Tuist manifest: said all the same
            return selection
        }
        let imports = Dictionary(facts.map { ($0.path, $0.imports.map(\.module)) }, uniquingKeysWith: { first, _ in first })
        let settled = selection.finalized { imports[$0] ?? [] }
        let kept = Set(settled.kept)
        let dropped = Set(selection.kept).subtracting(kept)
        facts.removeAll { !kept.contains($0.path) }
        diagnostics.removeAll { dropped.contains($0.file) }
        diagnostics += settled.diagnostics
        return settled
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
