import CGraphviz
import Foundation

/// What went wrong inside Graphviz, with Graphviz's own words.
public struct GraphvizError: Error, CustomStringConvertible, Equatable {
    public var stage: String
    public var message: String

    public var description: String { "Graphviz could not \(stage): \(message)" }
}

/// Lays out DOT text and renders it, in process, through libgvc. Every C call runs under one
/// process-wide lock (libgvc is not safe to call concurrently, even with a context per thread),
/// every allocation is freed, and Graphviz's messages are captured instead of printed.
public enum GraphvizRenderer {
    public static let layouts = ["dot", "sfdp", "neato", "fdp", "circo", "twopi"]

    public static func render(dot: String, layout: String = "dot", format: String = "svg") throws -> Data {
        try withLayout(dot: dot, layout: layout) { context, graph in
            var buffer: UnsafeMutablePointer<CChar>? = nil
            var length: UInt32 = 0
            guard gvRenderData(context, graph, format, &buffer, &length) == 0, let buffer else {
                throw GraphvizError(stage: "render \(format)", message: ErrorCapture.text(or: "rendering failed"))
            }
            defer { gvFreeRenderData(buffer) }
            return Data(bytes: buffer, count: Int(length))
        }
    }

    /// One layout rendered in several formats (e.g. `plain` to measure and `svg` to keep), in that order.
    public static func render(dot: String, layout: String = "dot", formats: [String]) throws -> [Data] {
        try withLayout(dot: dot, layout: layout) { context, graph in
            try formats.map { format in
                var buffer: UnsafeMutablePointer<CChar>? = nil
                var length: UInt32 = 0
                guard gvRenderData(context, graph, format, &buffer, &length) == 0, let buffer else {
                    throw GraphvizError(stage: "render \(format)", message: ErrorCapture.text(or: "rendering failed"))
                }
                defer { gvFreeRenderData(buffer) }
                return Data(bytes: buffer, count: Int(length))
            }
        }
    }

    /// Where the layout puts each node (name → centre in points), for drawing other graphs with
    /// the same placement (Graphviz's `nop` engine keeps `pos="x,y!"`).
    public static func positions(dot: String, layout: String = "dot") throws -> [String: (Double, Double)] {
        try withLayout(dot: dot, layout: layout) { context, graph in
            // Rendering to DOT writes the `pos` attributes the layout computed.
            var buffer: UnsafeMutablePointer<CChar>? = nil
            var length: UInt32 = 0
            guard gvRenderData(context, graph, "dot", &buffer, &length) == 0, let buffer else {
                throw GraphvizError(stage: "read the layout", message: ErrorCapture.text(or: "rendering failed"))
            }
            gvFreeRenderData(buffer)
            var result: [String: (Double, Double)] = [:]
            var node = agfstnode(graph)
            while let current = node {
                let value = "pos".withCString { agget(UnsafeMutableRawPointer(current), UnsafeMutablePointer(mutating: $0)) }
                if let name = agnameof(UnsafeMutableRawPointer(current)), let value {
                    let parts = String(cString: value).split(separator: ",").compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " !"))) }
                    if parts.count == 2 { result[String(cString: name)] = (parts[0], parts[1]) }
                }
                node = agnxtnode(graph, current)
            }
            return result
        }
    }

    /// Reads and lays out DOT under the lock, then hands the laid-out graph to `body`.
    private static func withLayout<T>(dot: String, layout: String,
                                      _ body: (OpaquePointer?, UnsafeMutablePointer<Agraph_t>) throws -> T) throws -> T {
        // `nop` keeps the positions given in the DOT (base and head of a diff drawn alike).
        guard layouts.contains(layout) || layout == "nop" else {
            throw GraphvizError(stage: "lay out the graph", message: "unknown layout '\(layout)' (expected \(layouts.joined(separator: ", ")))")
        }
        lock.lock()
        defer { lock.unlock() }
        ErrorCapture.reset()
        // agerrors() is sticky across graphs: clear what an earlier render left.
        _ = agreseterrors()
        let previous = agseterrf(ErrorCapture.handler)
        defer { agseterrf(previous) }

        // Parts of Graphviz (libpath's spline router) print to stderr directly: catch those too.
        let stderrCapture = StderrCapture()
        defer { ErrorCapture.messages += stderrCapture.finish() }
        guard let context = gvContext() else { throw GraphvizError(stage: "start", message: "gvContext() failed") }
        defer { gvFreeContext(context) }
        let graph = dot.withCString { vm_read_dot($0, strlen($0)) }
        guard let graph else {
            throw GraphvizError(stage: "read the DOT text", message: ErrorCapture.text(or: "syntax error"))
        }
        defer { agclose(graph) }
        if gvLayout(context, graph, layout) != 0 || agerrors() != 0 {
            ErrorCapture.messages += stderrCapture.finish()
            throw GraphvizError(stage: "lay out the graph with \(layout)", message: ErrorCapture.text(or: "layout failed"))
        }
        // Graphviz 2.42's dot frees some virtual nodes twice in gvFreeLayout when a clustered
        // graph has edges with a `label` (glibc aborts the process; the dot command never frees, so
        // it never shows): of 300 random clustered graphs, 142 aborted with labels, none without
        // them nor with `xlabel`. Valgrind finds no other fault in layout or rendering, so for that
        // case only the layout's memory is left to the process: about 1.7 KB per node.
        let unsafeToFree = layout == "dot" && hasClusters(graph) && hasEdgeLabels(graph)
        defer { if !unsafeToFree { gvFreeLayout(context, graph) } }
        do {
            return try body(context, graph)
        } catch {
            ErrorCapture.messages += stderrCapture.finish()
            if let error = error as? GraphvizError {
                throw GraphvizError(stage: error.stage, message: ErrorCapture.text(or: error.message))
            }
            throw error
        }
    }

    private static let lock = NSLock()

    private static func hasEdgeLabels(_ graph: UnsafeMutablePointer<Agraph_t>) -> Bool {
        // An undeclared attribute: no edge has it.
        guard "label".withCString({ agattr(graph, Int32(AGEDGE), UnsafeMutablePointer(mutating: $0), nil) }) != nil else { return false }
        var node = agfstnode(graph)
        while let current = node {
            var edge = agfstout(graph, current)
            while let out = edge {
                if let value = "label".withCString({ agget(UnsafeMutableRawPointer(out), UnsafeMutablePointer(mutating: $0)) }), value.pointee != 0 {
                    return true
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        return false
    }

    private static func hasClusters(_ graph: UnsafeMutablePointer<Agraph_t>) -> Bool {
        var subgraph = agfstsubg(graph)
        while let current = subgraph {
            if let name = agnameof(current), String(cString: name).hasPrefix("cluster") { return true }
            subgraph = agnxtsubg(current)
        }
        return false
    }
}

/// Graphviz reports through a C callback with no context pointer: a buffer guarded by the render lock.
/// Messages come in pieces ("Error", ":", the text) and some errors dump internal tables line by
/// line; `text` keeps the distinct sentences, a few of them, short.
private enum ErrorCapture {
    nonisolated(unsafe) static var messages: [String] = []

    static let handler: agusererrf = { message in
        if let message { ErrorCapture.messages.append(String(cString: message)) }
        return 0
    }

    static func reset() { messages = [] }

    static func text(or fallback: String) -> String {
        let lines = messages.joined().split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        var kept: [String] = []
        for line in lines {
            var sentence = line
            for prefix in ["Error:", "Warning:", "Error", "Warning"] where sentence.hasPrefix(prefix) {
                sentence = String(sentence.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
                break
            }
            if sentence.hasPrefix(":") { sentence = String(sentence.dropFirst()).trimmingCharacters(in: .whitespaces) }
            // Rank dumps ("%0 4", "Login3 1") and empty pieces carry nothing for a reader.
            let words = sentence.split(separator: " ")
            if sentence.isEmpty || (words.count == 2 && Int(words[1]) != nil) { continue }
            if !kept.contains(sentence) { kept.append(sentence) }
        }
        guard !kept.isEmpty else { return fallback }
        let shown = kept.prefix(3).map { $0.count > 160 ? String($0.prefix(157)) + "..." : $0 }
        return shown.joined(separator: "; ") + (kept.count > 3 ? " (and \(kept.count - 3) more messages)" : "")
    }
}

/// Points the process's stderr at a temporary file while Graphviz runs (under the render lock),
/// so text Graphviz prints itself reaches the error message rather than the user's terminal.
private final class StderrCapture {
    private var saved: Int32 = -1
    private var file: UnsafeMutablePointer<FILE>?

    init() {
        fflush(nil)
        guard let file = tmpfile() else { return }
        self.file = file
        saved = dup(2)
        if saved < 0 || dup2(fileno(file), 2) < 0 { fclose(file); self.file = nil }
    }

    /// Restores stderr and returns what was written meanwhile; later calls return nothing.
    func finish() -> [String] {
        guard let file else { return [] }
        self.file = nil
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        rewind(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        fclose(file)
        return bytes.isEmpty ? [] : [String(decoding: bytes, as: UTF8.self)]
    }
}
