import Foundation

/// Timings on stderr when VIPERMAP_TIMING is set (for profiling; off by default): phases summed
/// up in one line (`lap`, then `report`), or moments on one timeline for the whole process (`mark`).
public struct PhaseClock {
    private let enabled = ProcessInfo.processInfo.environment["VIPERMAP_TIMING"] != nil
    /// When the first clock of the process was made: every mark counts from there.
    private static let origin = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds
    private var laps: [(String, Double)] = []

    public init() { _ = Self.origin }

    /// Prints "timing: NAME at S s, RSS M MB" (seconds since the process's first clock, its resident memory now) at once.
    public func mark(_ name: String) {
        guard enabled else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds &- Self.origin) / 1e9
        FileHandle.standardError.write(Data("timing: \(name) at \(String(format: "%.3f", seconds))s, RSS \(Self.residentMiB()) MB\n".utf8))
    }

    /// The process's resident memory (Linux's /proc; 0 elsewhere).
    private static func residentMiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = line.split(separator: " ").compactMap({ Int($0) }).first else { return 0 }
        return kb / 1024
    }

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - last) / 1e9))
        last = now
    }

    func report() {
        guard enabled else { return }
        let text = laps.map { "\($0.0) \(String(format: "%.3f", $0.1))s" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("timing: \(text)\n".utf8))
    }
}
