import Foundation

/// Timings on stderr when VIPERMAP_TIMING is set (for profiling; off by default): phases summed
/// up in one line (`lap`, then `report`), or moments since the clock started (`mark`).
public struct PhaseClock {
    private let enabled = ProcessInfo.processInfo.environment["VIPERMAP_TIMING"] != nil
    private let started = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds
    private var laps: [(String, Double)] = []

    public init() {}

    /// Prints "timing: NAME at S s" (seconds since the clock was made) at once.
    public func mark(_ name: String) {
        guard enabled else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds &- started) / 1e9
        FileHandle.standardError.write(Data("timing: \(name) at \(String(format: "%.3f", seconds))s\n".utf8))
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
