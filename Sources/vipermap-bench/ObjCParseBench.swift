import Foundation
import ViperMap
import ViperMapClang
import ViperMapIO

/// libclang's parse alone of an app's Objective-C files, on the scan's threads, with the scan's arguments:
/// the yardstick an Objective-C app's scan is measured against (a Swift app's is `swift-format lint`).
enum ObjCParseBench {
    static func run(folders: [String], threads: Int) {
        guard let library = ClangLibrary.shared else {
            FileHandle.standardError.write(Data("vipermap-bench: \(ClangLibrary.installHint)\n".utf8))
            exit(2)
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let (files, _) = try SourceDiscovery(root: root).discover(folders)
            let objc = files.filter { ObjCScanner.isObjCFile($0.path) }
            let (texts, _) = SourceReader.read(objc)
            let parsed = Parallel.map(texts.count, threads: threads) { ObjCScanner.parse(path: texts[$0].path, text: texts[$0].text, library: library) }
            print("objc files: \(texts.count), parsed: \(parsed.filter { $0 }.count), threads: \(threads)")
        } catch {
            FileHandle.standardError.write(Data("vipermap-bench: \(error)\n".utf8))
            exit(2)
        }
    }
}
