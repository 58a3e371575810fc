import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Scanning stage: Swift source text in, `FileFacts` out. Pure: it never touches the disk.
public enum SourceScanner {
    /// Parses one file. A file with syntax errors still yields the facts of the parts that parsed;
    /// its errors are listed in `syntaxErrors`.
    public static func scan(path: String, text: String) -> FileFacts {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = DeclarationVisitor(converter: converter)
        visitor.walk(tree)
        var errors: [SyntaxErrorFact] = []
        if tree.hasError {
            errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map {
                SyntaxErrorFact(line: $0.location(converter: converter).line, message: $0.message)
            }
        }
        return FileFacts(path: path, imports: visitor.imports, types: visitor.types,
                         functions: visitor.functions, syntaxErrors: errors)
    }

    /// Parses files on `threads` threads (all cores by default). The result is in input order,
    /// whatever the thread count.
    public static func scan(_ files: [(path: String, text: String)], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                            progress: (@Sendable (Int) -> Void)? = nil) -> [FileFacts] {
        let results = ResultSlots<FileFacts>(count: files.count)
        let counter = ResultSlots<Int>(count: 1)
        let workers = max(1, min(threads, files.count))
        let next = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment()
                guard index < files.count else { return }
                results.set(index, scan(path: files[index].path, text: files[index].text))
                if let progress { progress(counter.bump()) }
            }
        }
        return results.values()
    }
}

/// A fixed array written from several threads, each slot once.
final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    private var count = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func bump() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    func values() -> [T] { slots.map { $0! } }
}

final class AtomicCounter: @unchecked Sendable {
    private var value = -1
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
