import Foundation

final class Analytics {
    static let shared = Analytics()

    private var buffer: [(name: String, parameters: [String: String])] = []

    func track(_ name: String, _ parameters: [String: String] = [:]) {
        buffer.append((name, parameters))
        if buffer.count >= 20 {
            flush()
        }
    }

    private func flush() {
        buffer.removeAll()
    }
}
