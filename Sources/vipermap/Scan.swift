import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scan Swift sources and write the graph JSON (schema 1)."
    )

    @Argument(help: "Folders or Swift files to scan.")
    var paths: [String]

    @Option(help: "Folder that output paths are relative to (default: the scanned folder when there is one, else the current folder).")
    var root: String?

    @Option(help: "Config file (default: .vipermap.yml at the root when present).")
    var config: String?

    @Option(name: [.short, .customLong("output")], help: "Write the JSON here instead of stdout.")
    var output: String?

    @Flag(help: "No progress or messages on stderr.")
    var quiet = false

    @Flag(help: "Scan test targets and files that import XCTest or Testing too.")
    var includeTests = false

    @Option(name: .customLong("target"), help: ArgumentHelp("Map this Xcode or Swift package target (repeatable; default: the app targets and what they link).", valueName: "name"))
    var targets: [String] = []

    @Flag(help: "Map every target of the project but tests (app extensions, frameworks no app links).")
    var allTargets = false

    @Flag(help: "Map the files that no target of the project compiles too.")
    var includeUnbuilt = false

    @Option(help: "Parser threads (default: all cores).")
    var threads: Int?

    @OptionGroup var cacheOptions: CacheOptions

    func run() throws {
        let console = Console(quiet: quiet)
        let rootURL = URL(fileURLWithPath: root ?? defaultRoot()).standardizedFileURL
        let configuration = try ScanPipeline.loadConfiguration(explicit: config, root: rootURL)
        guard targets.isEmpty || !allTargets else { throw InputError("--target and --all-targets cannot be used together") }
        let choice = TargetChoice(names: targets, all: allTargets, includeUnbuilt: includeUnbuilt)
        let pipeline = ScanPipeline(root: rootURL, configuration: configuration, includeTests: includeTests, targetChoice: choice,
                                    threads: threads ?? ProcessInfo.processInfo.activeProcessorCount, diskCache: cacheOptions.cache())
        var progress: (@Sendable (Int, Int) -> Void)? = nil
        if console.showsProgress {
            progress = { done, total in
                guard done == total || done % 50 == 0 else { return }
                let end = done == total ? "\n" : ""
                FileHandle.standardError.write(Data("\rscanning: \(done)/\(total) files\(end)".utf8))
            }
        }
        let scanned = try pipeline.runEncoded(paths, progress: progress)
        for note in pipeline.diskCache?.notes ?? [] { console.say("vipermap: \(note)") }
        for message in scanned.messages { console.say(message) }
        if scanned.sites > 0 {
            let open = scanned.sites - scanned.followed
            console.say("navigation: \(scanned.sites) transition site\(scanned.sites == 1 ? "" : "s") in the code, \(scanned.followed) followed, \(open) not"
                + (open > 0 ? ": see the diagnostics (`vipermap check` lists them)" : ""))
        } else if scanned.unresolved > 0 {
            console.say("vipermap: \(scanned.unresolved) navigation call\(scanned.unresolved == 1 ? "" : "s") not resolved (info diagnostics in the graph)")
        }
        if scanned.modules == 0 {
            console.say("vipermap: no VIPER modules found in \(paths.joined(separator: " ")); wrote an empty graph")
        }
        if let output {
            try OutputWriter.write(scanned.graph, to: output)
            console.say("vipermap: \(scanned.modules) modules, \(scanned.navigation) navigation edges -> \(output)")
        } else {
            FileHandle.standardOutput.write(scanned.graph)
        }
    }

    private func defaultRoot() -> String {
        if paths.count == 1 {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDir) {
                return isDir.boolValue ? paths[0] : (paths[0] as NSString).deletingLastPathComponent
            }
        }
        return FileManager.default.currentDirectoryPath
    }
}

/// `--cache DIR` / `--no-cache`: where the scan cache lives, or none.
struct CacheOptions: ParsableArguments {
    @Option(name: .customLong("cache"), help: "Cache folder (default: $XDG_CACHE_HOME/vipermap, ~/.cache/vipermap, ~/Library/Caches/vipermap on macOS).")
    var directory: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the scan cache.")
    var disabled = false

    func cache() -> ScanCache? {
        guard !disabled else { return nil }
        let folder = directory.map { URL(fileURLWithPath: $0) } ?? ScanCache.defaultDirectory()
        return ScanCache.forRunningBinary(directory: folder)
    }
}
