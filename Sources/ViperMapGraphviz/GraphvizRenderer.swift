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
        guard layouts.contains(layout) else {
            throw GraphvizError(stage: "lay out the graph", message: "unknown layout '\(layout)' (expected \(layouts.joined(separator: ", ")))")
        }
        lock.lock()
        defer { lock.unlock() }
        ErrorCapture.reset()
        // agerrors() is sticky across graphs: clear what an earlier render left.
        _ = agreseterrors()
        let previous = agseterrf(ErrorCapture.handler)
        defer { agseterrf(previous) }

        guard let context = gvContext() else { throw GraphvizError(stage: "start", message: "gvContext() failed") }
        defer { gvFreeContext(context) }
        let graph = dot.withCString { agmemread($0) }
        guard let graph else {
            throw GraphvizError(stage: "read the DOT text", message: ErrorCapture.text(or: "syntax error"))
        }
        defer { agclose(graph) }
        if gvLayout(context, graph, layout) != 0 || agerrors() != 0 {
            throw GraphvizError(stage: "lay out the graph with \(layout)", message: ErrorCapture.text(or: "layout failed"))
        }
        defer { gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var length: UInt32 = 0
        guard gvRenderData(context, graph, format, &buffer, &length) == 0, let buffer else {
            throw GraphvizError(stage: "render \(format)", message: ErrorCapture.text(or: "rendering failed"))
        }
        defer { gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    private static let lock = NSLock()
}

/// Graphviz reports through a C callback with no context pointer: a buffer guarded by the render lock.
private enum ErrorCapture {
    nonisolated(unsafe) static var messages: [String] = []

    static let handler: agusererrf = { message in
        if let message { ErrorCapture.messages.append(String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)) }
        return 0
    }

    static func reset() { messages = [] }

    static func text(or fallback: String) -> String {
        let joined = messages.filter { !$0.isEmpty }.joined(separator: "; ")
        return joined.isEmpty ? fallback : joined
    }
}
