import Foundation
import ViperMap
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 128-bit content digest (two 64-bit FNV-1a lanes with different seeds): a cache key, not a
/// security measure. Same bytes, same digest, on every machine.
public enum ContentDigest {
    /// Two FNV-1a lanes over 64-bit words (then the tail's bytes): eight times fewer steps than bytes.
    struct Lanes {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        mutating func add(_ word: UInt64) {
            a = (a ^ word) &* 0x0000_0100_0000_01b3
            b = (b ^ (word ^ 0x5a5a_5a5a_5a5a_5a5a)) &* 0x0000_0100_0000_01b3
            a ^= a >> 29
            b ^= b >> 31
        }
        var hex: String { ContentDigest.hex64(a) + ContentDigest.hex64(b) }
    }

    public static func hex(_ buffer: UnsafeRawBufferPointer) -> String {
        var lanes = Lanes()
        let words = buffer.count / 8
        for i in 0..<words { lanes.add(buffer.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
        for i in (words * 8)..<buffer.count { lanes.add(UInt64(buffer[i])) }
        lanes.add(UInt64(buffer.count))
        return lanes.hex
    }

    public static func hex(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    public static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The scan cache on disk, two levels: per file, its facts (only where parsing costs more than
/// reading facts back: Objective-C through libclang; Swift's parser is faster than decoding its
/// facts); and per scan, the whole graph JSON, reused when no input file and no option changed.
///
/// Every key holds the running binary's identity (a digest of the executable, so a rebuilt scanner
/// never trusts an older one's facts) and the facts format. Entries are written to a temporary file
/// and renamed into place, so a killed run leaves no half entry and two runs at once never read
/// one; every entry carries its key and a digest of its payload, and one that does not match is
/// never trusted (the file is parsed again and the run says so). The folder is pruned to a size
/// cap, oldest first.
public final class ScanCache: @unchecked Sendable {
    public let directory: URL
    public let limit: Int
    public let binaryIdentity: String
    /// Bumped whenever `FileFacts` or the graph's encoding changes shape.
    public static let formatVersion = "facts-22"
    public static let defaultLimit = 500 * 1024 * 1024

    private let lock = NSLock()
    private var _notes: [String] = []
    private var _counts: [String: Int] = [:]
    /// Hits and misses so far, by level (`facts hit`, `facts miss`, `scans hit`, `scans miss`).
    public var counts: [String: Int] { lock.withLock { _counts } }
    private func count(_ what: String) { lock.withLock { _counts[what, default: 0] += 1 } }
    /// What the run should say about the cache (corrupt entries), on stderr: never in the graph.
    public var notes: [String] { lock.withLock { _notes } }

    public init(directory: URL, limit: Int = ScanCache.defaultLimit, binaryIdentity: String) {
        self.directory = directory.appendingPathComponent("v1")
        self.limit = limit
        self.binaryIdentity = binaryIdentity
    }

    /// `$XDG_CACHE_HOME/vipermap`, else `~/.cache/vipermap` (`~/Library/Caches/vipermap` on macOS).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if os(macOS)
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent("Library/Caches/vipermap")
        #else
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("vipermap") }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/vipermap")
        #endif
    }

    /// The running executable's identity: a digest of its bytes, remembered per (path, size, modification
    /// time, inode) so that it is computed once per build.
    public static func identity(ofExecutable url: URL, memo: URL?) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.int64Value ?? 0
        let stamp = "\(url.path)\n\(size)\n\(modified)\n\(inode)"
        let memoFile = memo?.appendingPathComponent("binaries/\(ContentDigest.hex(stamp)).id")
        if let memoFile, let known = try? String(contentsOf: memoFile, encoding: .utf8), known.count == 32 { return known }
        guard let data = FileManager.default.contents(atPath: url.path) else { return "unreadable-\(ContentDigest.hex(stamp))" }
        let digest = ContentDigest.hex(data)
        if let memoFile { try? atomicWrite(Data(digest.utf8), to: memoFile) }
        return digest
    }

    /// The cache of this process's own binary.
    public static func forRunningBinary(directory: URL, limit: Int = defaultLimit) -> ScanCache {
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let root = directory.appendingPathComponent("v1")
        return ScanCache(directory: directory, limit: limit, binaryIdentity: identity(ofExecutable: executable, memo: root))
    }

    // MARK: per file

    /// The key of one file's facts: binary, format, language, the options that change parsing, path and content.
    func factsKey(path: String, language: String, options: String, content: String) -> String {
        [binaryIdentity, Self.formatVersion, language, options, path, ContentDigest.hex(content)].joined(separator: "\n")
    }

    public func facts(path: String, language: String, options: String, content: String) -> FileFacts? {
        let key = factsKey(path: path, language: language, options: options, content: content)
        guard let payload = read(key: key, in: "facts", what: path) else { return nil }
        guard let facts = try? JSONDecoder().decode(FileFacts.self, from: payload) else {
            discard(key: key, in: "facts", what: path)
            return nil
        }
        return facts
    }

    public func store(_ facts: FileFacts, language: String, options: String, content: String) {
        let key = factsKey(path: facts.path, language: language, options: options, content: content)
        guard let payload = try? JSONEncoder().encode(facts) else { return }
        write(payload, key: key, in: "facts")
    }

    // MARK: per scan

    /// A finished scan: the graph JSON as written, and what the command says about it.
    public struct ScanEntry: Codable, Equatable, Sendable {
        public var modules: Int
        public var navigation: Int
        /// The warnings and errors the run prints (`file:line: warning: ...`).
        public var messages: [String]
        public var unresolved: Int
        /// The navigation's coverage (`Coverage`): transition sites in the code, how many followed.
        public var sites = 0
        public var followed = 0
        public var graph: Data
        /// Files modified close to the scan (their stamp may not change on an edit within the same clock
        /// tick, as git's "racily clean" files): their content digests, checked on a hit.
        public var racy: [String: String] = [:]

        /// The graph is stored as its own bytes after the summary, not inside it (no base64 to decode on a hit).
        enum CodingKeys: String, CodingKey { case modules, navigation, messages, unresolved, racy, sites, followed }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            modules = try c.decode(Int.self, forKey: .modules)
            navigation = try c.decode(Int.self, forKey: .navigation)
            messages = try c.decode([String].self, forKey: .messages)
            unresolved = try c.decode(Int.self, forKey: .unresolved)
            racy = try c.decode([String: String].self, forKey: .racy)
            sites = try c.decodeIfPresent(Int.self, forKey: .sites) ?? 0
            followed = try c.decodeIfPresent(Int.self, forKey: .followed) ?? 0
            graph = Data()
        }

        public init(modules: Int, navigation: Int, messages: [String], unresolved: Int, sites: Int = 0, followed: Int = 0, graph: Data) {
            self.sites = sites
            self.followed = followed
            self.modules = modules
            self.navigation = navigation
            self.messages = messages
            self.unresolved = unresolved
            self.graph = graph
        }
    }

    public func scan(key: String) -> ScanEntry? {
        guard let payload = read(key: key, in: "scans", what: "the previous scan") else { return nil }
        guard let newline = payload.firstIndex(of: UInt8(ascii: "\n")),
              var entry = try? JSONDecoder().decode(ScanEntry.self, from: payload[payload.startIndex..<newline]) else {
            discard(key: key, in: "scans", what: "the previous scan")
            return nil
        }
        entry.graph = Data(payload[payload.index(after: newline)...])
        return entry
    }

    /// The summary as one line of JSON, then the graph's bytes.
    public func store(_ entry: ScanEntry, key: String) {
        guard var payload = try? JSONEncoder().encode(entry) else { return }
        payload.append(UInt8(ascii: "\n"))
        payload.append(entry.graph)
        write(payload, key: key, in: "scans")
    }

    // MARK: entries

    private func url(key: String, in kind: String) -> URL {
        let name = ContentDigest.hex(key)
        return directory.appendingPathComponent("\(kind)/\(name.prefix(2))/\(name)")
    }

    /// An entry is one header line `vipermap-cache <payload digest> <payload length>`, its key (several
    /// lines), a line holding `--`, then the payload.
    private static let magic = "vipermap-cache"

    private func read(key: String, in kind: String, what: String) -> Data? {
        let file = url(key: key, in: kind)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            count(kind + " miss")
            return nil
        }
        let header = Data((Self.magic + " ").utf8)
        guard data.starts(with: header), let separator = data.range(of: Data("\n--\n".utf8)) else {
            discard(key: key, in: kind, what: what)
            return nil
        }
        let head = String(decoding: data[data.startIndex..<separator.lowerBound], as: UTF8.self)
        let lines = head.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = lines.first?.split(separator: " ") ?? []
        let payload = data[separator.upperBound...]
        guard fields.count == 3, lines.count == 2, String(lines[1]) == key, Int(fields[2]) == payload.count,
              String(fields[1]) == ContentDigest.hex(payload) else {
            discard(key: key, in: kind, what: what)
            return nil
        }
        // Recently used entries are the last to be pruned.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        count(kind + " hit")
        return Data(payload)
    }

    private func write(_ payload: Data, key: String, in kind: String) {
        var data = Data("\(Self.magic) \(ContentDigest.hex(payload)) \(payload.count)\n\(key)\n--\n".utf8)
        data.append(payload)
        try? Self.atomicWrite(data, to: url(key: key, in: kind))
    }

    private func discard(key: String, in kind: String, what: String) {
        try? FileManager.default.removeItem(at: url(key: key, in: kind))
        count(kind + " corrupt")
        lock.withLock { _notes.append("a corrupt cache entry for \(what) was discarded; read again") }
    }

    /// Written beside the target and renamed over it: readers see the old entry or the new one, never half.
    static func atomicWrite(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.path + "/.\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        // Plain system calls: the folder is made only when the first write into it fails.
        var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if fd < 0 {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                #else
                let n = Darwin.write(fd, buffer.baseAddress! + done, buffer.count - done)
                #endif
                if n <= 0 { return false }
                done += n
            }
            return true
        }
        close(fd)
        guard written, rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Prunes when the last pruning was over an hour ago (walking the folder is not for every run).
    public func pruneIfDue(now: Date = Date()) {
        let marker = directory.appendingPathComponent("last-prune")
        if let attributes = try? FileManager.default.attributesOfItem(atPath: marker.path), let date = attributes[.modificationDate] as? Date,
           now.timeIntervalSince(date) < 3600 { return }
        prune(now: now)
        try? Self.atomicWrite(Data(), to: marker)
    }

    /// Keeps the folder under the size cap: the least recently used entries go first. A temporary file
    /// older than an hour is what a killed writer left, and goes too.
    public func prune(now: Date = Date()) {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else { return }
        var entries: [(url: URL, size: Int, date: Date)] = []
        var total = 0
        for case let file as URL in walker {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let date = values.contentModificationDate ?? .distantPast
            if file.lastPathComponent.hasSuffix(".tmp") {
                if now.timeIntervalSince(date) > 3600 { try? FileManager.default.removeItem(at: file) }
                continue
            }
            if file.deletingLastPathComponent().lastPathComponent == "binaries" || file.lastPathComponent == "last-prune" { continue }
            let size = values.fileSize ?? 0
            entries.append((file, size, date))
            total += size
        }
        guard total > limit else { return }
        for entry in entries.sorted(by: { ($0.date, $0.url.path) < ($1.date, $1.url.path) }) {
            guard total > limit else { break }
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}

extension Configuration {
    /// Every setting, in a fixed order: part of the scan cache's key (a changed config is a changed scan).
    var fingerprint: String {
        var parts: [String] = ["include=\(include)", "exclude=\(exclude)", "theme=\(theme ?? "")"]
        for (name, override) in modules.sorted(by: { $0.key < $1.key }) { parts.append("module \(name)=\(override.paths)|\(override.types)") }
        for (name, target) in aliases.sorted(by: { $0.key < $1.key }) { parts.append("alias \(name)=\(target)") }
        for (role, names) in roles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { parts.append("role \(role.rawValue)=\(names)") }
        for (name, kind) in navigationHelpers.sorted(by: { $0.key < $1.key }) { parts.append("helper \(name)=\(kind.rawValue)") }
        for (name, kind) in segueKinds.sorted(by: { $0.key < $1.key }) { parts.append("segue \(name)=\(kind.rawValue)") }
        return parts.joined(separator: "\n")
    }
}
