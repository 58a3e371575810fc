import Foundation
import Testing
import ViperMap
import ViperMapClang
import ViperMapIO
import ViperMapModel

/// The scan cache on disk: a scan of unchanged input by the same binary is read back, an edit or a
/// rebuilt scanner misses, a corrupt or half-written entry is never trusted, two runs at once agree,
/// and the folder stays under its cap.
@Suite struct ScanCacheTests {
    private static let libclang = ClangLibrary.shared != nil || ProcessInfo.processInfo.environment["CI"] != nil

    /// An app with Swift and (where libclang loads) Objective-C modules.
    private func app(objc: Bool) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        var files = [
            "App/Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "App/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Home/HomeRouter.swift": "class HomeRouter { weak var view: UIViewController?\n func showDetail() { view?.present(DetailViewController(), animated: true) } }",
            "App/Detail/DetailViewController.swift": "class DetailViewController: UIViewController {}",
            "App/Detail/DetailPresenter.swift": "class DetailPresenter {}",
            "App/Detail/DetailRouter.swift": "class DetailRouter {}",
        ]
        if objc {
            for (path, text) in ObjCNavigationTests.app { files[path.replacingOccurrences(of: "App/", with: "Legacy/")] = text }
        }
        try TestSupport.write(files, in: folder)
        return folder
    }

    private func pipeline(_ folder: URL, _ cache: ScanCache?) -> ScanPipeline {
        ScanPipeline(root: folder, configuration: Configuration(), threads: 2, diskCache: cache)
    }

    @Test func unchangedInputIsReadBackAndAnEditMissesTheScanButNotTheOtherFilesFacts() throws {
        let objc = Self.libclang
        let folder = try app(objc: objc)
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cacheFolder) }
        let uncached = try pipeline(folder, nil).runEncoded([folder.path])

        let first = ScanCache(directory: cacheFolder, binaryIdentity: "build-1")
        let cold = try pipeline(folder, first).runEncoded([folder.path])
        #expect(cold == uncached)
        #expect(first.counts["scans miss"] == 1 && first.counts["scans hit"] == nil)

        let second = ScanCache(directory: cacheFolder, binaryIdentity: "build-1")
        let warm = try pipeline(folder, second).runEncoded([folder.path])
        #expect(warm == uncached)
        #expect(second.counts["scans hit"] == 1 && second.counts["facts miss"] == nil)

        // One file edited: the scan misses; every other Objective-C file's facts are read back.
        let edited = folder.appendingPathComponent(objc ? "Legacy/Modules/Add/VTDAddWireframe.m" : "App/Home/HomeRouter.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "\n// edited\n").write(to: edited, atomically: true, encoding: .utf8)
        let third = ScanCache(directory: cacheFolder, binaryIdentity: "build-1")
        let afterEdit = try pipeline(folder, third).runEncoded([folder.path])
        #expect(afterEdit == (try pipeline(folder, nil).runEncoded([folder.path])))
        #expect(third.counts["scans miss"] == 1)
        if objc {
            let objcFiles = ObjCNavigationTests.app.count
            #expect(third.counts["facts hit"] == objcFiles - 1 && third.counts["facts miss"] == 1)
        }
    }

    @Test func aFileRewrittenWithTheSameStampIsStillSeenChanged() throws {
        // Edited within the same clock tick at the same size, a file keeps its stamp (as git's "racily clean" files do):
        // the scan that stored the entry kept the content digest of every file that recent, and a hit checks them.
        let folder = try app(objc: false)
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cacheFolder) }
        let file = folder.appendingPathComponent("App/Detail/DetailRouter.swift")
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        _ = try pipeline(folder, ScanCache(directory: cacheFolder, binaryIdentity: "b")).runEncoded([folder.path])
        let same = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "DetailRouter", with: "DetailRoutex")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(same.utf8))
        try handle.close()
        // Back to the very same modification time, to the nanosecond.
        #if canImport(Glibc)
        var times = [before.st_atim, before.st_mtim]
        #else
        var times = [before.st_atimespec, before.st_mtimespec]
        #endif
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        let cache = ScanCache(directory: cacheFolder, binaryIdentity: "b")
        let after = try pipeline(folder, cache).runEncoded([folder.path])
        #expect(cache.counts["scans hit"] == 1)
        #expect(after == (try pipeline(folder, nil).runEncoded([folder.path])))
        #expect(String(decoding: after.graph, as: UTF8.self).contains("DetailRoutex"))
    }

    @Test func aRebuiltScannerTrustsNothingTheOldOneWrote() throws {
        let folder = try app(objc: false)
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cacheFolder) }
        _ = try pipeline(folder, ScanCache(directory: cacheFolder, binaryIdentity: "build-1")).runEncoded([folder.path])
        let rebuilt = ScanCache(directory: cacheFolder, binaryIdentity: "build-2")
        _ = try pipeline(folder, rebuilt).runEncoded([folder.path])
        #expect(rebuilt.counts["scans miss"] == 1 && rebuilt.counts["scans hit"] == nil)

        // The identity is the executable's bytes: a rebuilt file is another scanner, even at the same path.
        let binary = cacheFolder.appendingPathComponent("vipermap-copy")
        try Data("first build".utf8).write(to: binary)
        let memo = cacheFolder.appendingPathComponent("memo")
        let before = ScanCache.identity(ofExecutable: binary, memo: memo)
        #expect(ScanCache.identity(ofExecutable: binary, memo: memo) == before)
        try Data("second build, longer".utf8).write(to: binary)
        #expect(ScanCache.identity(ofExecutable: binary, memo: memo) != before)
    }

    @Test func aCorruptOrHalfWrittenEntryIsNeverTrusted() throws {
        let folder = try app(objc: Self.libclang)
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cacheFolder) }
        let expected = try pipeline(folder, nil).runEncoded([folder.path])
        _ = try pipeline(folder, ScanCache(directory: cacheFolder, binaryIdentity: "b")).runEncoded([folder.path])
        // Flip one byte near the end of every entry (in its payload), and cut one entry short, as a killed
        // writer without atomic renames would leave it; add a killed writer's temporary file.
        let entries = try entryFiles(cacheFolder)
        #expect(!entries.isEmpty)
        for (i, entry) in entries.enumerated() {
            var data = try Data(contentsOf: entry)
            if i == 0 { data = data.prefix(data.count / 2) } else { data[data.count - 2] ^= 0x20 }
            try data.write(to: entry)
        }
        let stale = entries[0].deletingLastPathComponent().appendingPathComponent(".\(entries[0].lastPathComponent).123.tmp")
        try Data("half".utf8).write(to: stale)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: stale.path)

        // An hour later, pruning is due again.
        let marker = cacheFolder.appendingPathComponent("v1/last-prune")
        #expect(FileManager.default.fileExists(atPath: marker.path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: marker.path)
        let cache = ScanCache(directory: cacheFolder, binaryIdentity: "b")
        let again = try pipeline(folder, cache).runEncoded([folder.path])
        #expect(again == expected)
        #expect(cache.counts["scans corrupt"] == 1)
        #expect(!cache.notes.isEmpty && cache.notes.allSatisfy { $0.contains("corrupt cache entry") })
        // The run pruned the killed writer's temporary file.
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func twoRunsAtOnceOnOneCacheAgree() throws {
        let folder = try app(objc: Self.libclang)
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cacheFolder) }
        let reference = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "--no-cache", "--quiet"])
        #expect(reference.status == 0)
        for round in 0..<2 {
            let outputs = Parallel.map(2, threads: 2) { _ in
                try? TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "--cache", cacheFolder.path, "--quiet"])
            }
            for output in outputs {
                #expect(output?.status == 0, "round \(round)")
                #expect(output?.stdout == reference.stdout, "round \(round)")
            }
        }
        #expect(try entryFiles(cacheFolder).allSatisfy { !$0.lastPathComponent.hasSuffix(".tmp") })
    }

    @Test func theCacheIsPrunedToItsCapOldestFirst() throws {
        let cacheFolder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let payload = Data(repeating: 0x41, count: 1000)
        let writer = ScanCache(directory: cacheFolder, limit: Int.max, binaryIdentity: "b")
        for i in 0..<5 {
            writer.store(ScanCache.ScanEntry(modules: i, navigation: 0, messages: [], unresolved: 0, graph: payload), key: "scan \(i)")
        }
        let files = try entryFiles(cacheFolder)
        #expect(files.count == 5)
        // Oldest first: entry i was last used i hours ago... reversed, so that entry 0 is the oldest.
        for i in 0..<5 {
            let file = try #require(files.first { (try? Data(contentsOf: $0))?.range(of: Data("scan \(i)\n".utf8)) != nil })
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(-3600 * (5 - i)))], ofItemAtPath: file.path)
        }
        let size = try entryFiles(cacheFolder).map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }.max() ?? 0
        let capped = ScanCache(directory: cacheFolder, limit: size * 3, binaryIdentity: "b")
        capped.prune()
        #expect(try entryFiles(cacheFolder).count == 3)
        #expect(capped.scan(key: "scan 0") == nil && capped.scan(key: "scan 1") == nil)
        #expect(capped.scan(key: "scan 2")?.modules == 2 && capped.scan(key: "scan 4")?.modules == 4)
    }

    @Test func theDefaultFolderIsTheUsersCacheFolder() {
        #if os(macOS)
        #expect(ScanCache.defaultDirectory(environment: ["HOME": "/Users/a"]).path == "/Users/a/Library/Caches/vipermap")
        #else
        #expect(ScanCache.defaultDirectory(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/tmp/c"]).path == "/tmp/c/vipermap")
        #expect(ScanCache.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/vipermap")
        #endif
    }

    /// The entries (and temporary files) under the cache folder, not the binaries' identity memos.
    private func entryFiles(_ folder: URL) throws -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true, !url.path.contains("/binaries/"), !url.path.contains("/memo/"),
               url.lastPathComponent != "last-prune" {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
