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

    public init(root: URL, configuration: Configuration, includeTests: Bool = false,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.root = root
        self.configuration = configuration
        self.includeTests = includeTests
        self.threads = threads
    }

    public func run(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Graph {
        let discovery = SourceDiscovery(root: root, configuration: configuration, includeTests: includeTests)
        let (files, found) = try discovery.discover(paths)
        let (texts, read) = SourceReader.read(files)
        let total = texts.count
        var onFile: (@Sendable (Int) -> Void)? = nil
        if let progress { onFile = { done in progress(done, total) } }
        let facts = SourceScanner.scan(texts, threads: threads, progress: onFile)
        var diagnostics: [Diagnostic] = found + read
        let kept = facts.filter { file in
            let isTest = file.imports.contains { $0.module == "XCTest" || $0.module == "Testing" || $0.module == "Quick" }
            return includeTests || !isTest
        }
        if kept.isEmpty && !texts.isEmpty && !includeTests {
            diagnostics.append(Diagnostic(severity: .info, file: ".", message: "every Swift file imports a test framework; use --include-tests to scan them"))
        }
        return GraphBuilder(configuration: configuration).build(kept, diagnostics: diagnostics)
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
