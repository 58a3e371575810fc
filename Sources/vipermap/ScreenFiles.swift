import Foundation
import ViperMap
import ViperMapModel

/// Reads the files a graph's screens name (Interface Builder documents, snapshot images) from the source root,
/// and has them drawn. Only files inside the root are read: a graph JSON's paths are relative to the scan root.
enum ScreenFiles {
    /// The source root for a command's input: the folder itself, or (for a graph JSON) `--sources` or the JSON's folder.
    static func root(input: String, sources: String?) -> String {
        if let sources { return sources }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: input, isDirectory: &isDir), isDir.boolValue { return input }
        return (input as NSString).deletingLastPathComponent.isEmpty ? "." : (input as NSString).deletingLastPathComponent
    }

    /// Each module's first picture as a data URL, for the boxes of a map (`--screens`).
    static func thumbnails(_ pictures: [ScreenDrawing.Picture]) -> [String: String] {
        var result: [String: String] = [:]
        for picture in pictures where result[picture.module] == nil && !picture.isEmpty && picture.fitsInPage {
            result[picture.module] = picture.dataURL
        }
        return result
    }

    /// Pictures of every module with a screen; problems said on the console (once each, naming the file).
    static func draw(_ graph: Graph, root: String, console: Console) -> ScreenDrawing {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        var found = 0
        var drawing = ScreenDrawing.draw(graph.modules) { path -> [UInt8]? in
            let parts = path.split(separator: "/")
            guard !path.hasPrefix("/"), !parts.contains("..") else { return nil }
            let bytes = FileManager.default.contents(atPath: base + "/" + path).map { [UInt8]($0) }
            if bytes != nil { found += 1 }
            return bytes
        }
        if found == 0, !drawing.problems.isEmpty {
            // Not one file where the graph says: the graph was scanned from another folder.
            let files = Set(graph.modules.flatMap { ($0.screens ?? []).map(\.file) }).count
            drawing.problems = ["\(root): none of the \(files) storyboard, XIB and snapshot files the graph names is there; "
                + "no screen pictures (pass --sources with the folder the graph was scanned from)"]
        }
        for problem in drawing.problems { console.say("vipermap: \(problem)") }
        return drawing
    }
}
