import Foundation
import ViperMap
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

    public init(root: URL, configuration: Configuration, includeTests: Bool = false,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil) {
        self.root = root
        self.configuration = configuration
        self.includeTests = includeTests
        self.threads = threads
        self.cache = cache
    }

    public func run(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Graph {
        let start = DispatchTime.now().uptimeNanoseconds
        func lap(_ name: String) {
            guard ProcessInfo.processInfo.environment["VIPERMAP_TIMING"] != nil else { return }
            FileHandle.standardError.write(Data("timing: \(name) at \(String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))s\n".utf8))
        }
        let discovery = SourceDiscovery(root: root, configuration: configuration, includeTests: includeTests)
        let (files, found) = try discovery.discover(paths)
        lap("discovered")
        // Read and parse together, file by file, on all threads.
        let done = ProgressCounter(total: files.count, report: progress)
        let cache = self.cache
        let outcomes: [Result<FileFacts, DiagnosticBox>] = Parallel.map(files.count, threads: threads) { i in
            defer { done.step() }
            switch SourceReader.read(files[i]) {
            case .text(let text):
                if let known = cache?.facts(path: files[i].path, text: text) { return .success(known) }
                let facts = SourceScanner.scan(path: files[i].path, text: text)
                cache?.store(facts, text: text)
                return .success(facts)
            case .skipped(let diagnostic): return .failure(DiagnosticBox(diagnostic: diagnostic))
            }
        }
        lap("scanned")
        var diagnostics: [Diagnostic] = found
        var facts: [FileFacts] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let fileFacts): facts.append(fileFacts)
            case .failure(let box): diagnostics.append(box.diagnostic)
            }
        }
        let kept = facts.filter { file in
            let isTest = file.imports.contains { $0.module == "XCTest" || $0.module == "Testing" || $0.module == "Quick" }
            return includeTests || !isTest
        }
        if kept.isEmpty && !facts.isEmpty && !includeTests {
            diagnostics.append(Diagnostic(severity: .info, file: ".", message: "every Swift file imports a test framework; use --include-tests to scan them"))
        }
        let configuration = self.configuration
        let allDiagnostics = diagnostics
        return Parallel.onLargeStack { GraphBuilder(configuration: configuration).build(kept, diagnostics: allDiagnostics) }
    }

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

/// Parsed files by path and text: a file that is the same on both sides of a diff is parsed once
/// (the facts of a file depend only on its path and its text).
public final class FactsCache: @unchecked Sendable {
    private var entries: [String: (text: String, facts: FileFacts)] = [:]
    private let lock = NSLock()
    public private(set) var hits = 0

    public init() {}

    func facts(path: String, text: String) -> FileFacts? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.text == text else { return nil }
        hits += 1
        return entry.facts
    }

    func store(_ facts: FileFacts, text: String) {
        lock.lock()
        entries[facts.path] = (text, facts)
        lock.unlock()
    }
}

struct DiagnosticBox: Error {
    var diagnostic: Diagnostic
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
